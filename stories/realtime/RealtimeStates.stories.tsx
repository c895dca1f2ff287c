import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  connectRealtime,
  type RealtimeStateName,
  type RealtimeView,
  realtimeSnapshot,
} from '../../machines/realtime/index.ts';
import { realtimeShows } from '../../machines/realtime/realtime.shows.ts';
import { MultiTabDialog } from '../../src/features/realtime/MultiTabDialog.tsx';
import { RealtimeStatusBadge } from '../../src/features/realtime/RealtimeStatusBadge.tsx';
import { REALTIME_TEXTS as T } from '../../src/features/realtime/realtimeTexts.ts';
import { viewStory } from '../../tests/support/storyState.ts';

/* The push connection as the user sees it, one story per state of the realtime machine: the
   status words in the header and, when another tab took the connection, the multi-tab warning.
   Props are made as the provider makes them: connect() of a machine snapshot. */

type FrameProps = {
  view: RealtimeView;
  onUseHere: () => void;
  onCancel: () => void;
};

function RealtimeFrame({ view, onUseHere, onCancel }: FrameProps) {
  return (
    <>
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-6 py-3">
        <span className="text-sm font-semibold text-slate-900">Chat</span>
        <RealtimeStatusBadge view={view} onUseHere={onUseHere} />
      </header>
      <MultiTabDialog view={view} onUseHere={onUseHere} onCancel={onCancel} />
    </>
  );
}

const onAPage: Decorator = (Story) => (
  <div className="min-h-96 bg-slate-50">
    <Story />
    <p className="p-6 text-sm text-slate-600">A signed-in page.</p>
  </div>
);

const viewOf = (name: RealtimeStateName) => connectRealtime(realtimeSnapshot(name));

/** A story made from a realtime snapshot, kept in its parameters (coverage, declaration). */
function realtimeStory(name: RealtimeStateName) {
  return viewStory(realtimeShows as never, connectRealtime, realtimeSnapshot(name));
}

const meta = {
  title: 'Realtime/Connection states',
  component: RealtimeFrame,
  decorators: [onAPage],
  parameters: { layout: 'fullscreen' },
  args: { view: viewOf('connected'), onUseHere: fn(), onCancel: fn() },
} satisfies Meta<typeof RealtimeFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

function expectStatus(words: string, detail?: string) {
  return async () => {
    const status = page().getByRole('status');
    await expect(status).toHaveTextContent(words);
    if (detail) await expect(status).toHaveTextContent(detail);
    await expect(page().queryByRole('dialog')).toBeNull();
  };
}

/** Before sign-in nothing is connected. */
export const Idle: Story = {
  ...realtimeStory('idle'),
  play: expectStatus(T.disconnected),
};

/** Signed in: reading the broker login. */
export const FetchingCredentials: Story = {
  ...realtimeStory('fetchingCredentials'),
  play: expectStatus(T.disconnected, T.detail.connecting),
};

/** Logging in to the broker and subscribing to the personal topic. */
export const Connecting: Story = {
  ...realtimeStory('connecting'),
  play: expectStatus(T.disconnected, T.detail.connecting),
};

/** Subscribed: messages arrive. */
export const Connected: Story = {
  ...realtimeStory('connected'),
  play: expectStatus(T.connected),
};

/** The connection dropped; the next attempt is 5 s away. */
export const Disconnected: Story = {
  ...realtimeStory('disconnected'),
  play: expectStatus(T.disconnected),
};

/** Trying again after a drop. */
export const Reconnecting: Story = {
  ...realtimeStory('reconnecting'),
  play: expectStatus(T.disconnected, T.detail.reconnecting),
};

/** Another tab took the connection: the warning, focused on Use Here. */
export const SupersededByOtherTab: Story = {
  ...realtimeStory('supersededByOtherTab'),
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: T.dialogTitle });
    await expect(within(dialog).getByText(T.dialogBody)).toBeVisible();
    const useHere = within(dialog).getByRole('button', { name: T.useHere });
    await expect(useHere).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: T.cancel }));
    await expect(args.onCancel).toHaveBeenCalled();
    await userEvent.click(useHere);
    await expect(args.onUseHere).toHaveBeenCalled();
  },
};

/** Cancelled: this tab stays disconnected, and can still take the connection back. */
export const Parked: Story = {
  ...realtimeStory('parked'),
  play: async ({ args }) => {
    await expectStatus(T.disconnected, T.detail.elsewhere)();
    await userEvent.click(page().getByRole('button', { name: T.useHere }));
    await expect(args.onUseHere).toHaveBeenCalled();
  },
};

/** Signed out: closed for good. */
export const Stopped: Story = {
  ...realtimeStory('stopped'),
  play: expectStatus(T.disconnected),
};
