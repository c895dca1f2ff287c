import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { tourMachine } from './tour.machine.ts';
import { stepPosition, type TourStep } from './tour.rules.ts';
import { TOUR_TEXTS as T } from './tour.texts.ts';

type Snapshot = SnapshotFrom<typeof tourMachine>;

const stepTexts = (step: TourStep) => (s: Snapshot) => {
  const { index, total } = stepPosition(s.context.mode, step);
  return [T.steps[step].title, T.steps[step].body, T.progress(index, total)];
};

/** What the tour shows: one step at a time in its dialog, with Close, Skip and Next, or Finish. */
export const tourShows = defineShows({
  machine: tourMachine,
  controls: {
    [T.close]: [{ type: 'tour.close' }],
    [T.skip]: [{ type: 'tour.skip' }],
    [T.next]: [{ type: 'tour.next' }],
    [T.finish]: [{ type: 'tour.finish' }],
  },
  states: {
    'tour.off': {},
    'tour.running': { dialogs: [T.title], enabled: [T.close] },
    'tour.running.profile': { texts: stepTexts('profile'), enabled: [T.skip, T.next] },
    'tour.running.allChannels': { texts: stepTexts('allChannels'), enabled: [T.skip, T.next] },
    'tour.running.scheduler': { texts: stepTexts('scheduler'), enabled: [T.skip, T.next] },
    'tour.running.createChannel': { texts: stepTexts('createChannel'), enabled: [T.finish] },
  },
});
