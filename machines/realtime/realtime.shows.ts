import { defineShows } from '../shared/shows.ts';
import { realtimeMachine } from './realtime.machine.ts';
import { REALTIME_TEXTS as T } from './realtime.texts.ts';

/**
 * What a signed-in user sees of the push connection (ARCHITECTURE §4): the header's
 * Connected/Disconnected with what is under way, and the multi-tab warning. Its 'Use Here' and
 * the header's are one control: the header's shows once the warning was cancelled.
 */
export const realtimeShows = defineShows({
  machine: realtimeMachine,
  vocabulary: [
    T.disconnected,
    T.detail.connecting,
    T.detail.reconnecting,
    T.connected,
    T.dialogBody,
    T.detail.elsewhere,
  ],
  controls: {
    [T.useHere]: [{ type: 'tab.useHere' }],
    [T.cancel]: [{ type: 'tab.dismiss' }],
  },
  states: {
    // Not started, and closed for good at sign-out: where a header shows, it says Disconnected.
    'realtime.idle': { texts: [T.disconnected] },
    'realtime.stopped': { texts: [T.disconnected] },
    'realtime.active.fetchingCredentials': { texts: [T.disconnected, T.detail.connecting] },
    'realtime.active.link.connecting': { texts: [T.disconnected, T.detail.connecting] },
    'realtime.active.link.reconnecting': { texts: [T.disconnected, T.detail.reconnecting] },
    'realtime.active.link.connected': { texts: [T.connected] },
    // Waiting 5 s before the next attempt: nothing is under way.
    'realtime.active.disconnected': { texts: [T.disconnected] },
    'realtime.supersededByOtherTab': {
      dialogs: [T.dialogTitle],
      texts: [T.dialogBody, T.disconnected, T.detail.elsewhere],
      enabled: [T.useHere, T.cancel],
    },
    'realtime.parked': { texts: [T.disconnected, T.detail.elsewhere], enabled: [T.useHere] },
  },
});
