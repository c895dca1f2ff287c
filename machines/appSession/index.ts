export { type AppSessionView, connectAppSession } from './appSession.connect.ts';
export {
  type AppSessionStateName,
  appSessionSnapshot,
  SAMPLE_PROFILE,
} from './appSession.fixtures.ts';
export { appSessionMachine, isNoProfileError, signOutMessage } from './appSession.machine.ts';
export type * from './appSession.types.ts';
