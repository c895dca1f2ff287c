import { definePathSpec, doneEvent, errorEvent } from '../pathSpec.ts';
import { LOCATION_SAMPLE, locationError } from './chatLocation.fixtures.ts';
import { chatLocationMachine } from './chatLocation.machine.ts';
import { LOCATION_FAILURES } from './chatLocation.rules.ts';
import { chatLocationShows } from './chatLocation.shows.ts';

export const chatLocationPaths = definePathSpec({
  machine: chatLocationMachine,
  shows: chatLocationShows as never,
  events: [
    { type: 'location.share' },
    { type: 'location.retry' },
    { type: 'location.dismiss' },
    doneEvent('getPosition', LOCATION_SAMPLE),
    ...LOCATION_FAILURES.map((kind) => errorEvent('getPosition', locationError(kind))),
  ],
  describeEvent: (event) => {
    switch (event.type) {
      case 'location.share':
        return "press 'Share location'";
      case 'location.retry':
        return "press 'Try again'";
      case 'location.dismiss':
        return "press 'Dismiss'";
      case 'xstate.done.actor.getPosition':
        return 'the device gives its position';
      case 'xstate.error.actor.getPosition':
        return `the device gives no position (${event.error.kind})`;
      default:
        return undefined;
    }
  },
});
