import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/Button.tsx';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Get OTP', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get OTP' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Link: Story = { args: { variant: 'link', children: 'Forgot password?' } };

/** Busy keeps its name, is locked and says aria-busy. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Get OTP' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const DisabledWithReason: Story = {
  args: { children: 'Submit', disabled: true, disabledReason: 'Password does not match' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submit' });
    await expect(button).toHaveAccessibleDescription('Password does not match');
  },
};
