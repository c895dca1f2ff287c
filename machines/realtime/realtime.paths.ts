import { afterEvent, definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { SAMPLE_CREDENTIALS, SAMPLE_MESSAGE } from './realtime.fixtures.ts';
import { realtimeMachine } from './realtime.machine.ts';
import { realtimeShows } from './realtime.shows.ts';

/** The events a walk of the realtime machine uses, by name, for tests that pick one. */
export const REALTIME_EVENTS = {
  start: { type: 'realtime.start' },
  stop: { type: 'realtime.stop' },
  credentials: doneEvent('fetchCredentials', SAMPLE_CREDENTIALS),
  credentialsFailed: errorEvent(
    'fetchCredentials',
    serviceError('Chat credentials not found', 404),
  ),
  connected: { type: 'transport.connected' },
  closed: { type: 'transport.closed' },
  refused: {
    type: 'transport.error',
    message: 'Connection refused: Bad username or password',
    refused: true,
  },
  failed: { type: 'transport.error', message: 'Subscribe error: topic refused', refused: false },
  message: { type: 'transport.message', message: SAMPLE_MESSAGE },
  discarded: { type: 'transport.discarded', reason: 'a publication that is not JSON' },
  connectTimeout: afterEvent('connectTimeout', 'realtime.active.link.connecting'),
  reconnectTimeout: afterEvent('connectTimeout', 'realtime.active.link.reconnecting'),
  reconnectPeriod: afterEvent('reconnectPeriod', 'realtime.active.disconnected'),
  superseded: { type: 'tab.superseded' },
  useHere: { type: 'tab.useHere' },
  dismiss: { type: 'tab.dismiss' },
} as const;

export const realtimePaths = definePathSpec({
  machine: realtimeMachine,
  events: Object.values(REALTIME_EVENTS),
  // A signed-out machine is done: nothing a person does reaches it any more.
  filterEvents: (snapshot) => snapshot.status === 'active',
  stateKey: (snapshot) => ({
    value: snapshot.value,
    credentials: snapshot.context.credentials !== null,
  }),
  shows: realtimeShows,
  describeEvent: (event) => {
    switch (event.type) {
      case 'realtime.start':
        return 'sign in';
      case 'realtime.stop':
        return 'sign out';
      case REALTIME_EVENTS.credentials.type:
        return 'the server gives the broker login';
      case 'transport.connected':
        return 'the broker accepts the login and the subscription';
      case 'transport.closed':
        return 'the connection drops';
      case 'transport.error':
        return event.refused
          ? 'the broker refuses the login'
          : `the connection fails ("${event.message}")`;
      case 'transport.message':
        return `a ${event.message.type} event arrives`;
      case 'transport.discarded':
        return 'an unreadable publication arrives';
      case REALTIME_EVENTS.connectTimeout.type:
      case REALTIME_EVENTS.reconnectTimeout.type:
        return 'wait 30 s without an answer';
      case REALTIME_EVENTS.reconnectPeriod.type:
        return 'wait 5 s';
      case 'tab.superseded':
        return 'open the app in another tab';
      case 'tab.useHere':
        return 'press Use Here';
      case 'tab.dismiss':
        return 'press Cancel';
      default:
        return undefined;
    }
  },
});
