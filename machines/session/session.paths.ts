import { type AnyEventObject, assign } from 'xstate';
import { afterEvent, definePathSpec } from '../pathSpec.ts';
import { type SessionContext, sessionMachine } from './session.machine.ts';
import { msUntilNextSecond, msUntilWarning, secondsLeft } from './session.rules.ts';
import { sessionShows } from './session.shows.ts';

const UNTIL_WARNING = afterEvent('untilWarning', 'session.signedIn.active');
const TICK = afterEvent('tick', 'session.signedIn.warning');
const LATE_MS = 10 * 60_000;

/**
 * A simulated clock for the walk: a delay fires when it is due, or, when the event carries
 * `leftMs`, late, with that much left before the deadline (a throttled or sleeping tab). Other
 * events take no time.
 */
export function simulatedNow(context: SessionContext, event: AnyEventObject): number {
  const late = typeof event.leftMs === 'number' ? context.deadline - event.leftMs : null;
  if (event.type === UNTIL_WARNING.type) {
    return late ?? context.now + msUntilWarning(context.deadline, context.warningMs, context.now);
  }
  if (event.type === TICK.type) {
    return late ?? context.now + msUntilNextSecond(context.deadline, context.now);
  }
  return context.now;
}

/** The production machine on the simulated clock: every path is reproducible. */
const walkedMachine = sessionMachine.provide({
  actions: { readClock: assign({ now: ({ context, event }) => simulatedNow(context, event) }) },
});

const msLeft = (context: SessionContext) => context.deadline - context.now;

/** Warning seconds told apart only where the view differs: opening, counting, last second. */
function shownBucket(seconds: number): string {
  if (seconds >= 60) return 'opening';
  return seconds > 1 ? 'counting' : 'last';
}

export const sessionPaths = definePathSpec({
  machine: walkedMachine,
  events: [
    { type: 'activity' },
    { type: 'activity.remote' },
    { type: 'session.stay' },
    { type: 'call.started' },
    { type: 'call.ended' },
    { type: 'session.signOut' },
    { type: 'session.remoteSignOut' },
    UNTIL_WARNING,
    { ...UNTIL_WARNING, leftMs: 29_500 },
    { ...UNTIL_WARNING, leftMs: -LATE_MS },
    TICK,
    { ...TICK, leftMs: 1_000 },
    { ...TICK, leftMs: -LATE_MS },
  ],
  // A late delay must land after the on-time one would have.
  filterEvents: (snapshot, event) => {
    if (typeof event.leftMs !== 'number') return true;
    const { context } = snapshot;
    const onTime =
      event.type === UNTIL_WARNING.type
        ? msUntilWarning(context.deadline, context.warningMs, context.now)
        : msUntilNextSecond(context.deadline, context.now);
    return event.leftMs < msLeft(context) - onTime;
  },
  stateKey: (snapshot) => ({
    value: snapshot.value,
    shown: snapshot.hasTag('dialog')
      ? shownBucket(secondsLeft(snapshot.context.deadline, snapshot.context.now))
      : null,
    reason: snapshot.context.endReason,
  }),
  shows: sessionShows,
  describeEvent: (event) => {
    const left = typeof event.leftMs === 'number' ? event.leftMs : null;
    const wakes =
      left === null
        ? null
        : left < 0
          ? 'the tab sleeps past the deadline, then its timer fires'
          : `the tab sleeps, then its timer fires with ${left / 1000} s left`;
    switch (event.type) {
      case 'activity':
        return 'press a key';
      case 'session.stay':
        return 'press Stay signed in';
      case 'activity.remote':
        return 'use the app in another tab';
      case 'call.started':
        return 'a call starts';
      case 'call.ended':
        return 'the call ends';
      case 'session.signOut':
        return 'press Sign Out';
      case 'session.remoteSignOut':
        return 'sign out in another tab';
      case UNTIL_WARNING.type:
        return wakes ?? 'stay idle until 60 s before the limit';
      case TICK.type:
        return wakes ?? 'wait a second';
      default:
        return undefined;
    }
  },
});
