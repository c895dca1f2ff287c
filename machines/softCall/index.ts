export type { SoftCallActors } from './softCall.actors.ts';
export * from './softCall.connect.ts';
export {
  BLOCKED_CASE,
  CALL_RESULTS,
  DIAL_BLOCK_REASON,
  DIAL_PERMITS,
  EMPTY_QUEUE_MSG,
  FEEDBACK_PAYLOADS,
  FRESH_CASE,
  SAMPLE_CASE,
  SAMPLE_FEEDBACK_DRAFT,
  SAMPLE_NOW as SOFT_CALL_SAMPLE_NOW,
  softCallSnapshot,
} from './softCall.fixtures.ts';
export {
  type SoftCallContext,
  type SoftCallEvent,
  softCallMachine,
} from './softCall.machine.ts';
export * from './softCall.rules.ts';
export { SOFT_CALL_TEXTS } from './softCall.texts.ts';
export * from './softCall.types.ts';
