import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AnyEventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { connectPenalty, PENALTY_TEXTS as T } from '../../machines/penalty/index.ts';
import { penaltyPaths, PENALTY_SAMPLE as SAMPLE } from '../../machines/penalty/penalty.paths.ts';
import { penaltyShows } from '../../machines/penalty/penalty.shows.ts';
import { PenaltyForm } from '../../src/features/blacklist/PenaltyForm.tsx';
import { viewStory } from '../../tests/support/storyState.ts';

function snapshotAfter(...events: AnyEventObject[]) {
  const { machine } = penaltyPaths;
  return events.reduce(
    (snapshot, event) => getNextSnapshot(machine, snapshot, event as never),
    getInitialSnapshot(machine, undefined as never),
  );
}
const story = (...events: AnyEventObject[]) =>
  viewStory(penaltyShows as never, connectPenalty, snapshotAfter(...events));

const filled = [
  { type: 'amount.change', value: SAMPLE.amount },
  { type: 'datetime.change', value: SAMPLE.datetime },
  { type: 'comment.change', value: SAMPLE.comment },
];

const meta = {
  title: 'Customer/Blacklist/Reward or penalty',
  component: PenaltyForm,
  parameters: { layout: 'padded' },
  args: { view: connectPenalty(snapshotAfter()) },
} satisfies Meta<typeof PenaltyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, nothing touched yet: Apply disabled, and no hint before the user has done anything. */
export const Empty: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    const apply = within(canvasElement).getByRole('button', { name: T.apply });
    await expect(apply).toBeDisabled();
    await expect(within(canvasElement).queryByText(T.incomplete)).toBeNull();
  },
};

/** A field touched, the form still incomplete: Apply disabled, with the spec's words. */
export const Incomplete: Story = {
  ...story({ type: 'amount.change', value: '0' }),
  play: async ({ canvasElement }) => {
    const apply = within(canvasElement).getByRole('button', { name: T.apply });
    await expect(apply).toBeDisabled();
    await expect(apply).toHaveAccessibleDescription(T.incomplete);
  },
};

/** '0050' typed reads 50. */
export const Filled: Story = {
  ...story(...filled),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: T.amount })).toHaveValue('50');
  },
};

export const Submitting: Story = story(...filled, { type: 'penalty.apply' });

export const Submitted: Story = story(
  ...filled,
  { type: 'penalty.apply' },
  doneEvent('applyPenalty', { msg: T.submitted('penalty') }),
);

export const RewardSubmitted: Story = story(
  { type: 'decision.change', value: 'reward' },
  ...filled,
  { type: 'penalty.apply' },
  doneEvent('applyPenalty', { msg: T.submitted('reward') }),
);

/** The spec's failure words; the values kept for another try. */
export const Failed: Story = story(
  ...filled,
  { type: 'penalty.apply' },
  errorEvent('applyPenalty', serviceError('upstream', 500)),
);
