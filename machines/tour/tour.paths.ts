import { definePathSpec } from '../pathSpec.ts';
import { tourMachine } from './tour.machine.ts';
import { tourShows } from './tour.shows.ts';

export const tourPaths = definePathSpec({
  machine: tourMachine,
  shows: tourShows as never,
  events: [
    { type: 'tour.start', mode: 'complete' },
    { type: 'tour.start', mode: 'nonprofile' },
    { type: 'tour.start', mode: 'createchannel' },
    { type: 'tour.next' },
    { type: 'tour.skip' },
    { type: 'tour.close' },
    { type: 'tour.finish' },
  ],
  stateKey: (snapshot) => ({ value: snapshot.value, mode: snapshot.context.mode }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'tour.start':
        return `start the tour (${event.mode})`;
      case 'tour.next':
        return "press 'Next'";
      case 'tour.skip':
        return "press 'Skip'";
      case 'tour.close':
        return "press 'Close' (or Esc)";
      case 'tour.finish':
        return "press 'Finish'";
      default:
        return undefined;
    }
  },
});
