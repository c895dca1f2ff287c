export * from './session.connect.ts';
export {
  SAMPLE_NOW as SESSION_SAMPLE_NOW,
  type SessionStateName,
  sessionSnapshot,
} from './session.fixtures.ts';
export {
  type SessionContext,
  type SessionEvent,
  type SessionInput,
  type SessionOutput,
  sessionMachine,
} from './session.machine.ts';
export * from './session.rules.ts';
