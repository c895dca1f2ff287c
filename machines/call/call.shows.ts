import type { SnapshotFrom } from 'xstate';
import { formatTimer } from '../../src/domain/format.ts';
import { messages } from '../../src/domain/messages.ts';
import { defineShows, type ShowsState } from '../shared/shows.ts';
import { callMachine, callResult } from './call.machine.ts';
import { elapsedSeconds } from './call.rules.ts';
import { endedSentence, CALL_TEXTS as T } from './call.texts.ts';

type Snapshot = SnapshotFrom<typeof callMachine>;

/** A closed popup leaves only how the call ended, for assistive technology. */
const ended: ShowsState<Snapshot> = {
  texts: (s) => [
    endedSentence(
      s.context.outcome!,
      s.context.reason,
      formatTimer(callResult(s.context).durationSec),
    ),
  ],
};

/**
 * What the agent sees in each state of one call (ARCHITECTURE §4): the popup, titled 'Call' and
 * the number, from dialling until the call ends; then only how it ended.
 */
export const callShows = defineShows({
  machine: callMachine,
  vocabulary: [
    T.status.connecting,
    T.status.ringing,
    T.onHold,
    T.muted,
    messages.calls.telecmiLoginMissing,
  ],
  controls: {
    // Each toggle says one word and sends on or off by its state.
    [T.hold]: [{ type: 'call.hold' }, { type: 'call.unhold' }],
    [T.mute]: [{ type: 'call.mute' }, { type: 'call.unmute' }],
    [T.end]: [{ type: 'call.end' }],
  },
  states: {
    // About to dial: nothing shows yet (the machine leaves it at once).
    'call.idle': {},
    'call.live': {
      texts: (s) => [s.context.number],
      enabled: [T.end],
      dialogs: (s) => [`${T.title} ${s.context.number}`],
    },
    'call.live.unanswered': { disabled: [T.hold, T.mute] },
    'call.live.unanswered.connecting': { texts: [T.status.connecting] },
    'call.live.unanswered.ringing': { texts: [T.status.ringing] },
    'call.live.answered': { enabled: [T.hold, T.mute] },
    'call.live.answered.clock.running': {
      texts: (s) => [formatTimer(elapsedSeconds(s.context.answeredAt!, s.context.now))],
    },
    'call.live.answered.hold.off': {},
    'call.live.answered.hold.on': { texts: [T.onHold] },
    'call.live.answered.mute.off': {},
    'call.live.answered.mute.on': { texts: [T.muted] },
    'call.completed': ended,
    'call.remoteHangup': ended,
    'call.noAnswer': ended,
    'call.failed': ended,
    'call.dropped': ended,
    'call.notAllowed': { texts: [messages.calls.telecmiLoginMissing] },
  },
});
