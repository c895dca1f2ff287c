import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { type AnyEventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { connectTour, TOUR_TEXTS as T, tourMachine } from '../../machines/tour/index.ts';
import { tourShows } from '../../machines/tour/tour.shows.ts';
import { TourDialog } from '../../src/features/tour/TourDialog.tsx';
import { viewStory } from '../../tests/support/storyState.ts';

/** The tour after these events. */
function snapshotAfter(...events: AnyEventObject[]) {
  return events.reduce(
    (snapshot, event) => getNextSnapshot(tourMachine, snapshot, event as never),
    getInitialSnapshot(tourMachine, undefined as never),
  );
}

const story = (...events: AnyEventObject[]) =>
  viewStory(tourShows as never, connectTour, snapshotAfter(...events));
const next = { type: 'tour.next' };
const complete = { type: 'tour.start', mode: 'complete' };

const meta = {
  title: 'Chat/Guided tour',
  component: TourDialog,
  parameters: { layout: 'fullscreen' },
  args: { view: connectTour(snapshotAfter()) },
} satisfies Meta<typeof TourDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Done (or not started): nothing shows. */
export const Off: Story = {
  ...story(),
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** nonprofile mode: a first step points at the business profile. */
export const Profile: Story = {
  ...story({ type: 'tour.start', mode: 'nonprofile' }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: T.title });
    await expect(dialog).toHaveTextContent(T.progress(1, 4));
  },
};

export const AllChannels: Story = story(complete);

export const Scheduler: Story = story(complete, next);

/** The last step: Finish instead of Skip and Next. */
export const CreateChannel: Story = {
  ...story(complete, next, next),
  play: async () => {
    await screen.findByRole('dialog', { name: T.title });
    await expect(screen.getByRole('button', { name: T.finish })).toBeEnabled();
    await expect(screen.queryByRole('button', { name: T.skip })).toBeNull();
  },
};

/** createchannel mode: the tour starts, and ends, at create channel. */
export const CreateChannelOnly: Story = {
  ...story({ type: 'tour.start', mode: 'createchannel' }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: T.title });
    await expect(dialog).toHaveTextContent(T.progress(1, 1));
  },
};

/** A step placed beside its sidebar entry. */
export const Anchored: Story = {
  ...story(complete),
  args: { view: connectTour(snapshotAfter(complete)), position: { top: 120, left: 260 } },
};
