import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { chatLocationMachine } from './chatLocation.machine.ts';
import { LOCATION_FAILURES } from './chatLocation.rules.ts';
import { CHAT_LOCATION_TEXTS as T } from './chatLocation.texts.ts';

type Snapshot = SnapshotFrom<typeof chatLocationMachine>;

/**
 * What the user sees of 'Share location' in the message input: the button; locked with the busy
 * line while the device looks for its position; or why none came, with Try again and Dismiss.
 */
export const chatLocationShows = defineShows({
  machine: chatLocationMachine,
  controls: {
    [T.share]: [{ type: 'location.share' }],
    [T.retry]: [{ type: 'location.retry' }],
    [T.dismiss]: [{ type: 'location.dismiss' }],
  },
  states: {
    'chatLocation.idle': { enabled: [T.share] },
    'chatLocation.locating': { disabled: [T.share], texts: [T.finding] },
    'chatLocation.failed': {
      disabled: [T.share],
      enabled: [T.retry, T.dismiss],
      variants: LOCATION_FAILURES.map((kind) => ({
        when: (s: Snapshot) => s.context.failure === kind,
        texts: [T.failed[kind]],
      })),
    },
  },
  vocabulary: [T.finding, ...LOCATION_FAILURES.map((kind) => T.failed[kind])],
});
