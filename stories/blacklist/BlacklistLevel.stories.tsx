import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { type AnyEventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import {
  blacklistLevelPaths,
  BLACKLIST_LEVEL_SAMPLE as SAMPLE,
} from '../../machines/blacklistLevel/blacklistLevel.paths.ts';
import { blacklistLevelShows } from '../../machines/blacklistLevel/blacklistLevel.shows.ts';
import {
  connectBlacklistLevel,
  BLACKLIST_LEVEL_TEXTS as T,
} from '../../machines/blacklistLevel/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { BlacklistLevelView } from '../../src/features/blacklist/BlacklistLevelView.tsx';
import { viewStory } from '../../tests/support/storyState.ts';

function snapshotAfter(...events: AnyEventObject[]) {
  const { machine } = blacklistLevelPaths;
  return events.reduce(
    (snapshot, event) => getNextSnapshot(machine, snapshot, event as never),
    getInitialSnapshot(machine, undefined as never),
  );
}
const story = (...events: AnyEventObject[]) =>
  viewStory(blacklistLevelShows as never, connectBlacklistLevel, snapshotAfter(...events));

const filled = [
  { type: 'level.open' },
  { type: 'level.change', value: '2' },
  { type: 'reason.change', value: SAMPLE.reason },
];

const meta = {
  title: 'Customer/Blacklist/Blacklist level',
  component: BlacklistLevelView,
  parameters: { layout: 'padded' },
  args: { view: connectBlacklistLevel(snapshotAfter()) },
} satisfies Meta<typeof BlacklistLevelView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Current: Story = story();

/** The dialog lists what blacklisting disables. */
export const Changing: Story = {
  ...story(...filled),
  play: async () => {
    await expect(screen.getByText(T.disables)).toBeVisible();
  },
};

export const NoReason: Story = {
  ...story({ type: 'level.open' }, { type: 'level.confirm' }),
  play: async () => {
    await expect(screen.getByRole('alert')).toHaveTextContent(T.specifyReason);
  },
};

export const Saving: Story = story(...filled, { type: 'level.confirm' });

export const Saved: Story = story(
  ...filled,
  { type: 'level.confirm' },
  doneEvent('setBlacklistLevel', { msg: SAMPLE.msg }),
);

export const Failed: Story = {
  ...story(
    ...filled,
    { type: 'level.confirm' },
    errorEvent('setBlacklistLevel', serviceError('upstream', 500)),
  ),
  play: async () => {
    await expect(screen.getByRole('alert')).toHaveTextContent(T.failed);
  },
};
