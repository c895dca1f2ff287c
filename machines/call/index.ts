export * from './call.actors.ts';
export * from './call.connect.ts';
export {
  CALL_SAMPLE_ID,
  CALL_SAMPLE_NOW,
  CALL_SAMPLE_NUMBER,
  type CallSnapshotOptions,
  type CallStateName,
  callSnapshot,
} from './call.fixtures.ts';
export {
  type CallContext,
  type CallEvent,
  type CallInput,
  type CallTag,
  callMachine,
  callResult,
} from './call.machine.ts';
export * from './call.rules.ts';
