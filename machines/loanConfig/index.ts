export type { LoanConfigActors, SaveLoanConfigInput } from './loanConfig.actors.ts';
export * from './loanConfig.connect.ts';
export {
  type LoanConfigContext,
  type LoanConfigEvent,
  type LoanConfigInput,
  loanConfigMachine,
} from './loanConfig.machine.ts';
export { LOAN_CONFIG_TEXTS } from './loanConfig.texts.ts';
