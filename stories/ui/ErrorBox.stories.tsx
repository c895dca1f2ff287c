import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorBox } from '../../src/ui/ErrorBox.tsx';

const meta = {
  title: 'UI/ErrorBox',
  component: ErrorBox,
  args: { children: 'Invalid username or password' },
} satisfies Meta<typeof ErrorBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessage: Story = {};

/** Renders nothing without a message. */
export const Empty: Story = { args: { children: null } };
