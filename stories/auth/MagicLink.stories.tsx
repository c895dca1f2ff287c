import type { Meta, StoryObj } from '@storybook/react-vite';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { StateValue } from 'xstate';
import { SAMPLE } from '../../machines/auth/auth.fixtures.ts';
import {
  connectMagicLink,
  type MagicLinkContext,
  magicLinkMachine,
} from '../../machines/auth/index.ts';
import { magicLinkShows } from '../../machines/auth/magicLink.shows.ts';
import { MagicLinkView } from '../../src/features/auth/index.ts';
import { renders } from '../../tests/support/storyState.ts';

const LOGIN_HREF = '/bchat/auth-login';
const link = { username: SAMPLE.validPhone, otp: SAMPLE.otp, requestId: SAMPLE.requestId };

const meta = {
  title: 'Auth/Magic link',
  component: MagicLinkView,
  decorators: [
    (Story) => (
      <Router hook={memoryLocation({ path: '/bchat/magic-link/9876543210/123456/req-0001' }).hook}>
        <Story />
      </Router>
    ),
  ],
  args: { error: null, loginHref: LOGIN_HREF },
} satisfies Meta<typeof MagicLinkView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Props made the way the route makes them, from a snapshot kept in the story's parameters. */
function magicLinkStory(value: StateValue, context: Partial<MagicLinkContext> = {}) {
  const snapshot = magicLinkMachine.resolveState({
    value,
    context: { ...link, error: null, session: null, ...context },
  });
  return {
    args: { ...connectMagicLink(snapshot), loginHref: LOGIN_HREF },
    parameters: renders(magicLinkShows as never, snapshot),
  };
}

/** The page as it opens, before the route hands over the link. */
export const Waiting: Story = { ...magicLinkStory('waiting') };

export const Verifying: Story = { ...magicLinkStory('verifying') };

export const Refused: Story = {
  ...magicLinkStory('refused', { error: 'Invalid or expired OTP' }),
};

/** Signed in: the app leaves the page. */
export const SignedIn: Story = {
  ...magicLinkStory('signedIn', { session: { tokens: SAMPLE.tokens, username: link.username } }),
};
