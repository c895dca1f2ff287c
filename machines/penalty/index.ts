export type { PenaltyActors } from './penalty.actors.ts';
export * from './penalty.connect.ts';
export {
  type PenaltyContext,
  type PenaltyEvent,
  type PenaltyInput,
  penaltyMachine,
} from './penalty.machine.ts';
export * from './penalty.rules.ts';
export { PENALTY_TEXTS } from './penalty.texts.ts';
