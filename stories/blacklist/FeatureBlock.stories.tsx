import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { type AnyEventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import {
  featureBlockPaths,
  FEATURE_BLOCK_SAMPLE as SAMPLE,
} from '../../machines/featureBlock/featureBlock.paths.ts';
import { featureBlockShows } from '../../machines/featureBlock/featureBlock.shows.ts';
import {
  connectFeatureBlock,
  featureRowViews,
  rowsOf,
  FEATURE_BLOCK_TEXTS as T,
} from '../../machines/featureBlock/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { FeatureBlockTable } from '../../src/features/blacklist/FeatureBlockTable.tsx';
import { FeatureBlockView } from '../../src/features/blacklist/FeatureBlockView.tsx';
import { viewStory } from '../../tests/support/storyState.ts';

/** The machine (with the showcase record) after these events: a story renders connect() of it. */
function snapshotAfter(...events: AnyEventObject[]) {
  const { machine } = featureBlockPaths;
  return events.reduce(
    (snapshot, event) => getNextSnapshot(machine, snapshot, event as never),
    getInitialSnapshot(machine, undefined as never),
  );
}

const story = (...events: AnyEventObject[]) =>
  viewStory(featureBlockShows as never, connectFeatureBlock, snapshotAfter(...events));

/** The same, where the host passes the show_penality flag (the penalty entry beside the table). */
function penaltySnapshotAfter(...events: AnyEventObject[]) {
  const { machine } = featureBlockPaths.alsoWalk![0]!;
  return events.reduce(
    (snapshot, event) => getNextSnapshot(machine, snapshot, event as never),
    getInitialSnapshot(machine, undefined as never),
  );
}
const penaltyStory = (...events: AnyEventObject[]) =>
  viewStory(featureBlockShows as never, connectFeatureBlock, penaltySnapshotAfter(...events));
const penaltyAmount = { type: 'penalty.amount', value: SAMPLE.penaltyAmount };
const penaltyDate = { type: 'penalty.datetime', value: SAMPLE.penaltyDateTime };

const blockChat = [
  { type: 'feature.toggle', feature: 'enable_chat' },
  { type: 'block.duration', value: 'month' },
  { type: 'block.reason', value: SAMPLE.reason },
  { type: 'block.confirm' },
];
const openChat = { type: 'feature.toggle', feature: 'enable_chat' };

const meta = {
  title: 'Customer/Blacklist/Feature blocks',
  component: FeatureBlockView,
  parameters: { layout: 'padded' },
  args: { view: connectFeatureBlock(snapshotAfter()) },
} satisfies Meta<typeof FeatureBlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: HTMLElement, label: string) =>
  within(canvas)
    .getByRole('rowheader', { name: new RegExp(`^${label}`) })
    .closest('tr')!;

/** As saved: referring blocked till a day, the profile blocked for good (read as Permanently). */
export const Saved: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    const profile = rowOf(canvasElement, T.feature.enable_profile);
    await expect(within(profile).getByText(T.permanently)).toBeVisible();
    await expect(within(profile).getByText(/9000000024/)).toBeVisible();
  },
};

/** Chat blocked for a month: the row highlighted, Blocked Till today + 30 days. */
export const Edited: Story = {
  ...story(...blockChat),
  play: async ({ canvasElement }) => {
    const chat = rowOf(canvasElement, T.feature.enable_chat);
    await expect(chat).toHaveAttribute('data-changed', 'true');
    await expect(within(chat).getByText('24/12/2026')).toBeVisible();
  },
};

/** The blocking dialog asks how long and why. */
export const Blocking: Story = {
  ...story(openChat),
  play: async () => {
    await expect(screen.getByRole('dialog', { name: 'Block Enable Chat' })).toBeVisible();
  },
};

/** Add with a field missing: the spec's words. */
export const BlockingIncomplete: Story = {
  ...story(openChat, { type: 'block.confirm' }),
  play: async () => {
    await expect(screen.getByRole('alert')).toHaveTextContent(T.fillDetails);
  },
};

export const Saving: Story = story(...blockChat, { type: 'changes.save' });

/** The server's msg after a save. */
export const SavedNow: Story = story(
  ...blockChat,
  { type: 'changes.save' },
  doneEvent('saveBlacklist', { msg: SAMPLE.msg, data: SAMPLE.saved }),
);

/** A failed save: the server's words, the edits kept and highlighted, ready to retry. */
export const SaveFailed: Story = {
  ...story(
    ...blockChat,
    { type: 'feature.toggle', feature: 'refer_loan' },
    { type: 'changes.save' },
    errorEvent('saveBlacklist', serviceError(SAMPLE.refused, 400)),
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(SAMPLE.refused);
    for (const label of [T.feature.enable_chat, T.feature.refer_loan]) {
      await expect(rowOf(canvasElement, label)).toHaveAttribute('data-changed', 'true');
    }
  },
};

/** With the show_penality flag, nothing typed yet: the entry says nothing. */
export const PenaltyEntryEmpty: Story = {
  ...penaltyStory(),
  play: async ({ canvasElement }) => {
    const entry = within(canvasElement).getByRole('region', { name: T.penaltyHeading });
    await expect(within(entry).getByRole('textbox', { name: T.penaltyAmount })).toHaveValue('');
    await expect(within(canvasElement).getByRole('button', { name: T.save })).toBeDisabled();
  },
};

/** '0050' and a date: 50, and Save Changes enabled for the penalty alone. */
export const PenaltyEntered: Story = {
  ...penaltyStory(penaltyAmount, penaltyDate),
  play: async ({ canvasElement }) => {
    const entry = within(canvasElement).getByRole('region', { name: T.penaltyHeading });
    await expect(within(entry).getByRole('textbox', { name: T.penaltyAmount })).toHaveValue('50');
    await expect(within(canvasElement).getByRole('button', { name: T.save })).toBeEnabled();
  },
};

/** An amount with no date: not sent, and it says why. */
export const PenaltyWithoutDate: Story = {
  ...penaltyStory(penaltyAmount),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(T.penaltyNeedsDate)).toBeVisible();
    await expect(
      within(canvasElement).getByRole('textbox', { name: T.penaltyAmount }),
    ).toHaveAccessibleDescription(new RegExp(T.penaltyNeedsDate.slice(0, 20)));
  },
};

/** An amount of 0 beside a row switched on: the row saves, the penalty is not sent, and says why. */
export const PenaltyOfZero: Story = {
  ...penaltyStory({ type: 'penalty.amount', value: '0' }, penaltyDate, {
    type: 'feature.toggle',
    feature: 'refer_loan',
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(T.penaltyNeedsAmount)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: T.save })).toBeEnabled();
  },
};

/** Saved with the penalty: the Last Penalty row shows 50, the entry is empty again. */
export const PenaltySaved: Story = {
  ...penaltyStory(
    penaltyAmount,
    penaltyDate,
    { type: 'changes.save' },
    doneEvent('saveBlacklist', { msg: SAMPLE.msg, data: SAMPLE.savedPenalty }),
  ),
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, T.feature.last_penalty);
    await expect(within(row).getByRole('cell')).toHaveTextContent('50');
    await expect(within(canvasElement).getByRole('textbox', { name: T.penaltyAmount })).toHaveValue(
      '',
    );
  },
};

/** The save with the penalty refused: the server's words, the entry kept for a retry. */
export const PenaltySaveFailed: Story = penaltyStory(
  penaltyAmount,
  penaltyDate,
  { type: 'changes.save' },
  errorEvent('saveBlacklist', serviceError('The server is busy, try again', 400)),
);

const { record, today } = SAMPLE;

/**
 * A role that may not change blocks (a credit underwriter): the switches disabled, with the
 * reason. Not a state of the machine (only editors get one), so it claims none.
 */
export const ReadOnly: StoryObj<typeof FeatureBlockTable> = {
  render: () => (
    <>
      <p id="read-only-reason">
        Only admins, credit, disbursal and recovery managers can change feature blocks.
      </p>
      <FeatureBlockTable
        rows={featureRowViews(record, rowsOf(record), today)}
        lastPenalty={record.last_penalty}
        toggles={{ enabled: false, onToggle: () => {}, describedBy: 'read-only-reason' }}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const switches = within(canvasElement).getAllByRole('switch');
    await expect(switches).toHaveLength(5);
    for (const toggle of switches) await expect(toggle).toBeDisabled();
    await expect(within(canvasElement).getByText(T.permanently)).toBeVisible();
  },
};
