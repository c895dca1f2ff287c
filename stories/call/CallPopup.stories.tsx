import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { callShows } from '../../machines/call/call.shows.ts';
import {
  type CallSnapshotOptions,
  type CallStateName,
  callSnapshot,
  connectCall,
} from '../../machines/call/index.ts';
import { messages } from '../../src/domain/messages.ts';
import { CallPopupView } from '../../src/features/call/CallPopupView.tsx';
import { CALL_TEXTS as T } from '../../src/features/call/callTexts.ts';
import { createMemoryStorage } from '../../src/platform/storage/memoryStorage.ts';
import { viewStory } from '../../tests/support/storyState.ts';

/* The call popup over a case page, one story per state of the call machine. Props are made as
   CallPopup makes them: connectCall() of a machine snapshot. */

const overThePage: Decorator = (Story) => (
  <div className="min-h-[28rem] bg-slate-50 p-6">
    <h1 className="mb-2 text-lg font-semibold text-slate-900">Customer Support</h1>
    <p className="text-sm text-slate-600">The case being worked stays usable under the popup.</p>
    <Story />
  </div>
);

const view = (name: CallStateName, options?: CallSnapshotOptions) =>
  connectCall(callSnapshot(name, options));

/** A popup story made from a call snapshot, kept in its parameters (coverage, declaration). */
function callStory(name: CallStateName, options?: CallSnapshotOptions) {
  return viewStory(callShows as never, connectCall, callSnapshot(name, options));
}

const meta = {
  title: 'Call/Popup',
  component: CallPopupView,
  decorators: [overThePage],
  parameters: { layout: 'fullscreen' },
  args: { view: view('connecting'), send: fn(), storage: createMemoryStorage() },
} satisfies Meta<typeof CallPopupView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const popup = async () => within(await page().findByRole('dialog', { name: 'Call 9876543210' }));

async function expectToggles(held: boolean, muted: boolean, enabled: boolean) {
  const dialog = await popup();
  for (const [name, pressed] of [
    [T.hold, held],
    [T.mute, muted],
  ] as const) {
    const button = dialog.getByRole('button', { name });
    await expect(button).toHaveAttribute('aria-pressed', String(pressed));
    if (enabled) await expect(button).toBeEnabled();
    else await expect(button).toBeDisabled();
  }
}

async function expectClosed(text: string) {
  await expect(page().queryByRole('dialog')).toBeNull();
  await expect(page().getByRole('status')).toHaveTextContent(text);
}

/** About to dial: nothing shows yet (the machine leaves this state at once). */
export const Idle: Story = {
  ...callStory('idle'),
  play: async () => {
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** Logging in and dialling; End already works, hold and mute wait for the answer. */
export const Connecting: Story = {
  ...callStory('connecting'),
  play: async ({ args }) => {
    const dialog = await popup();
    await expect(dialog.getByRole('status')).toHaveTextContent(T.status.connecting);
    await expectToggles(false, false, false);
    await userEvent.click(dialog.getByRole('button', { name: T.end }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'call.end' });
  },
};

export const Ringing: Story = {
  ...callStory('ringing'),
  play: async () => {
    await expect((await popup()).getByRole('status')).toHaveTextContent(T.status.ringing);
    await expectToggles(false, false, false);
  },
};

/** Answered a minute and five seconds ago: the timer, and hold and mute free. */
export const Answered: Story = {
  ...callStory('answered', { seconds: 65 }),
  play: async ({ args }) => {
    const dialog = await popup();
    await expect(dialog.getByRole('timer')).toHaveTextContent('01:05');
    await expectToggles(false, false, true);
    await userEvent.click(dialog.getByRole('button', { name: T.hold }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'call.hold' });
  },
};

export const Held: Story = {
  ...callStory('answered', { seconds: 125, held: true }),
  play: async ({ args }) => {
    const dialog = await popup();
    await expect(dialog.getByText(T.onHold)).toBeVisible();
    await expectToggles(true, false, true);
    await userEvent.click(dialog.getByRole('button', { name: T.hold }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'call.unhold' });
  },
};

export const Muted: Story = {
  ...callStory('answered', { seconds: 8, muted: true }),
  play: async () => {
    await expect((await popup()).getByText(T.muted)).toBeVisible();
    await expectToggles(false, true, true);
  },
};

export const HeldAndMuted: Story = {
  ...callStory('answered', { seconds: 4_530, held: true, muted: true }),
  play: async () => {
    await expect((await popup()).getByRole('timer')).toHaveTextContent('75:30');
    await expectToggles(true, true, true);
  },
};

/** The agent ended the call: the popup closes; assistive technology hears how it ended. */
export const Completed: Story = {
  ...callStory('completed', { seconds: 184 }),
  play: () => expectClosed('Call ended: ended by you (03:04)'),
};

export const RemoteHangup: Story = {
  ...callStory('remoteHangup', { seconds: 42 }),
  play: () => expectClosed('Customer hung up: ended by the customer (00:42)'),
};

export const NoAnswerAfterRingTime: Story = {
  ...callStory('noAnswer'),
  play: () => expectClosed('No answer: nobody answered in time (00:00)'),
};

export const NoAnswerCancelled: Story = {
  ...callStory('noAnswer', { reason: 'cancelled' }),
  play: () => expectClosed('No answer: ended before the answer'),
};

export const NoAnswerRejected: Story = {
  ...callStory('noAnswer', { reason: 'rejected' }),
  play: () => expectClosed('No answer: the customer did not pick up'),
};

export const Busy: Story = {
  ...callStory('failed'),
  play: () => expectClosed('Call failed: the line is busy'),
};

export const FailedOnTheLine: Story = {
  ...callStory('failed', { reason: 'failed' }),
  play: () => expectClosed('Call failed: the call failed on the line'),
};

export const NotPlaced: Story = {
  ...callStory('failed', { reason: 'notPlaced' }),
  play: () => expectClosed('Call failed: the telephony service did not place the call'),
};

export const Dropped: Story = {
  ...callStory('dropped', { seconds: 19 }),
  play: () => expectClosed('Call dropped: the connection was lost (00:19)'),
};

/** A profile without a telephony login: no call is made, and the spec's sentence shows. */
export const NotAllowed: Story = {
  ...callStory('notAllowed'),
  play: async () => {
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(page().getByRole('alert')).toHaveTextContent(messages.calls.telecmiLoginMissing);
  },
};

/** The telephony service refused the profile's login: the same sentence. */
export const LoginRefused: Story = {
  ...callStory('notAllowed', { reason: 'loginRefused' }),
  play: async () => {
    await expect(page().getByRole('alert')).toHaveTextContent(
      'Please reconfirm your Telecmi login credetials with HR.',
    );
  },
};
