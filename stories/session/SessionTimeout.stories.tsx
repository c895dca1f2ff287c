import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  connectSession,
  type SessionEndReason,
  type SessionStateName,
  sessionSnapshot,
} from '../../machines/session/index.ts';
import { sessionShows } from '../../machines/session/session.shows.ts';
import { messages } from '../../src/domain/messages.ts';
import { SessionTimeoutDialog } from '../../src/features/session/SessionTimeoutDialog.tsx';
import { SESSION_TEXTS as T } from '../../src/features/session/sessionTexts.ts';
import { viewStory } from '../../tests/support/storyState.ts';

/* The inactivity warning over a signed-in page, one story per state of the session machine.
   Props are made as the guard makes them: connect() of a machine snapshot. */

const behindTheDialog: Decorator = (Story) => (
  <div className="min-h-96 bg-slate-50 p-6">
    <h1 className="mb-2 text-lg font-semibold text-slate-900">Approved loans</h1>
    <p className="text-sm text-slate-600">A signed-in page.</p>
    <Story />
  </div>
);

/** A story made from a session snapshot, kept in its parameters (coverage, declaration). */
function sessionStory(
  name: SessionStateName,
  options?: { secondsLeft?: number; reason?: SessionEndReason },
) {
  return viewStory(sessionShows as never, connectSession, sessionSnapshot(name, options));
}

const meta = {
  title: 'Session/Timeout warning',
  component: SessionTimeoutDialog,
  decorators: [behindTheDialog],
  parameters: { layout: 'fullscreen' },
  args: { view: connectSession(sessionSnapshot('active')), onStay: fn() },
} satisfies Meta<typeof SessionTimeoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

async function expectNoDialog() {
  await expect(page().queryByRole('alertdialog')).toBeNull();
}

/** Signed in and in use: nothing over the page. */
export const Active: Story = {
  ...sessionStory('active'),
  play: expectNoDialog,
};

/** The warning as it opens, 60 s before the limit, with the button focused. */
export const WarningAt60: Story = {
  ...sessionStory('warning', { secondsLeft: 60 }),
  play: async ({ args }) => {
    const dialog = await page().findByRole('alertdialog', { name: T.title });
    await expect(within(dialog).getByText(messages.auth.sessionExpiresIn(60))).toBeVisible();
    const stay = within(dialog).getByRole('button', { name: T.staySignedIn });
    await expect(stay).toHaveFocus();
    await userEvent.click(stay);
    await expect(args.onStay).toHaveBeenCalled();
  },
};

/** Five seconds left; Esc counts as Stay signed in. */
export const WarningAt5: Story = {
  ...sessionStory('warning', { secondsLeft: 5 }),
  play: async ({ args }) => {
    const dialog = await page().findByRole('alertdialog', { name: T.title });
    await expect(within(dialog).getByText(messages.auth.sessionExpiresIn(5))).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalled();
  },
};

/** The last second still reads as the catalogue says ("1 seconds"). */
export const WarningAt1: Story = {
  ...sessionStory('warning', { secondsLeft: 1 }),
};

/** A call is in progress: the session does not time out, and no warning shows. */
export const OnCall: Story = {
  ...sessionStory('onCall'),
  play: expectNoDialog,
};

/** Timed out: the warning is gone and the app takes the user to the login page. */
export const Expired: Story = {
  ...sessionStory('expired'),
  play: expectNoDialog,
};

/** Signed out with Sign Out: no warning; the app shows the login page. */
export const SignedOut: Story = {
  ...sessionStory('signedOut', { reason: 'user' }),
  play: expectNoDialog,
};

/** Signed out in another tab: no warning; the app reloads this tab. */
export const SignedOutInAnotherTab: Story = {
  ...sessionStory('signedOut', { reason: 'remote' }),
  play: expectNoDialog,
};
