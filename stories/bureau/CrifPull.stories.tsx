import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AnyEventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import {
  crifPullPaths,
  CRIF_PULL_SAMPLE as SAMPLE,
} from '../../machines/crifPull/crifPull.paths.ts';
import { crifPullShows } from '../../machines/crifPull/crifPull.shows.ts';
import { connectCrifPull, CRIF_PULL_TEXTS as T } from '../../machines/crifPull/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { BUREAU_TEXTS } from '../../src/features/bureau/bureauTexts.ts';
import { CrifPullControls } from '../../src/features/bureau/CrifPullControls.tsx';
import { viewStory } from '../../tests/support/storyState.ts';

/** The machine (for the sample customer) after these events: a story renders connect() of it. */
function snapshotAfter(...events: AnyEventObject[]) {
  const { machine } = crifPullPaths;
  return events.reduce(
    (snapshot, event) => getNextSnapshot(machine, snapshot, event as never),
    getInitialSnapshot(machine, undefined as never),
  );
}

const story = (...events: AnyEventObject[]) =>
  viewStory(crifPullShows as never, connectCrifPull, snapshotAfter(...events));
const pull = { type: 'crif.pull' };

const meta = {
  title: 'Bureau/CRIF PULL',
  component: CrifPullControls,
  parameters: { layout: 'padded' },
  args: { view: connectCrifPull(snapshotAfter()) },
} satisfies Meta<typeof CrifPullControls>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = story();

export const Pulling: Story = {
  ...story(pull),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: T.pull })).toBeDisabled();
  },
};

/** Pulled: when, in words; the record below is asked for again by the panel. */
export const Pulled: Story = {
  ...story(pull, doneEvent('pullCrif', SAMPLE.pulled)),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      T.pulled(SAMPLE.pulled.crif_pull_date),
    );
  },
};

/** Refused: the server's words, with Retry. */
export const Failed: Story = {
  ...story(pull, errorEvent('pullCrif', serviceError(SAMPLE.refused, 403))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(SAMPLE.refused);
    await expect(canvas.getByRole('button', { name: T.retry })).toBeEnabled();
  },
};

/**
 * A role that may not pull: the button disabled, the reason read out with it. A role overlay on
 * the idle state, not a state of the machine, so it claims none.
 */
export const NotAllowed: Story = {
  args: { view: connectCrifPull(snapshotAfter()), disabledReason: BUREAU_TEXTS.noPullRight },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: T.pull });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(BUREAU_TEXTS.noPullRight);
  },
};
