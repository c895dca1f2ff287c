import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../src/domain/messages.ts';
import { Tabs } from '../../src/ui/Tabs.tsx';

type Id = 'profile' | 'loans' | 'wallet';
const LABELS: Record<Id, string> = { profile: 'Profile', loans: 'Loans', wallet: 'Wallet' };

function TabsDemo() {
  const [selected, setSelected] = useState<Id>('loans');
  return (
    <Tabs
      label="Customer"
      selected={selected}
      onSelect={setSelected}
      tabs={(Object.keys(LABELS) as Id[]).map((id) => ({
        id,
        label: LABELS[id],
        panel: <p>{`${LABELS[id]} panel`}</p>,
        href: `/lender/user/9000000001#${id}`,
      }))}
    />
  );
}

const meta = { title: 'UI/Tabs', component: TabsDemo } satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs; the open tab's panel shows. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loans = canvas.getByRole('tab', { name: 'Loans' });
    await userEvent.click(loans);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Wallet' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('Wallet panel')).toBeVisible();
  },
};

/** A right-click on a tab offers to open it in a new browser tab (part 2 §2 'tabbed card'). */
export const RightClickMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = canvas.getByRole('tab', { name: 'Profile' });
    fireEvent.contextMenu(profile, { clientX: 20, clientY: 20 });
    const item = await within(document.body).findByRole('menuitem', {
      name: messages.labels.openTabInNewTab,
    });
    await expect(item).toHaveFocus();
    await expect(item).toHaveAttribute('href', '/lender/user/9000000001#profile');
    await expect(item).toHaveAttribute('target', '_blank');
    // The tab the user right-clicked is not opened here.
    await expect(canvas.getByRole('tab', { name: 'Loans' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(profile).toHaveFocus();
  },
};
