import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Toggle } from '../../src/ui/Toggle.tsx';

function ToggleDemo({ disabled = false }: { disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <Toggle
      label="Login with password"
      checked={checked}
      onChange={setChecked}
      disabled={disabled}
    />
  );
}

const meta = { title: 'UI/Toggle', component: ToggleDemo } satisfies Meta<typeof ToggleDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Login with password' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true } };
