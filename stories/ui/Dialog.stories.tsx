import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/Button.tsx';
import { Dialog } from '../../src/ui/Dialog.tsx';

function DialogDemo({ dismissable = true }: { dismissable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        open={open}
        title="Reset password"
        dismissable={dismissable}
        onClose={() => setOpen(false)}
      >
        <p className="mb-4 text-sm">Focus stays inside until the dialog closes.</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button>Submit</Button>
        </div>
      </Dialog>
    </>
  );
}

const meta = { title: 'UI/Dialog', component: DialogDemo } satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Esc closes it and focus returns to the button that opened it. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Reset password' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

export const NotDismissable: Story = { args: { dismissable: false } };
