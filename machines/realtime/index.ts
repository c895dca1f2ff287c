export {
  type RealtimeActors,
  unprovidedConnect,
  unprovidedFetchCredentials,
} from './realtime.actors.ts';
export * from './realtime.connect.ts';
export {
  type RealtimeStateName,
  realtimeSnapshot,
  SAMPLE_CREDENTIALS,
  SAMPLE_MESSAGE,
} from './realtime.fixtures.ts';
export {
  type RealtimeContext,
  type RealtimeEvent,
  type RealtimeTag,
  realtimeMachine,
} from './realtime.machine.ts';
export * from './realtime.rules.ts';
export type * from './realtime.types.ts';
