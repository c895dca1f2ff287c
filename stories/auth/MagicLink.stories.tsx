import type { Meta, StoryObj } from '@storybook/react-vite';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MagicLinkView } from '../../src/features/auth/index.ts';

const meta = {
  title: 'Auth/Magic link',
  component: MagicLinkView,
  decorators: [
    (Story) => (
      <Router hook={memoryLocation({ path: '/bchat/magic-link/9876543210/123456/req-1' }).hook}>
        <Story />
      </Router>
    ),
  ],
  args: { error: null, loginHref: '/bchat/auth-login' },
} satisfies Meta<typeof MagicLinkView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {
  parameters: { machineState: ['magicLink.waiting', 'magicLink.verifying', 'magicLink.signedIn'] },
};

export const Refused: Story = {
  args: { error: 'Invalid or expired OTP' },
  parameters: { machineState: 'magicLink.refused' },
};
