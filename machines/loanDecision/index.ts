export type { DecideLoanInput, LoanDecisionActors } from './loanDecision.actors.ts';
export * from './loanDecision.connect.ts';
export {
  type LoanDecisionContext,
  type LoanDecisionEmitted,
  type LoanDecisionEvent,
  type LoanDecisionInput,
  loanDecisionMachine,
} from './loanDecision.machine.ts';
export * from './loanDecision.rules.ts';
export { DECISION_TEXTS } from './loanDecision.texts.ts';
