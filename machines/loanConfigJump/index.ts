export * from './loanConfigJump.connect.ts';
export {
  type LoanConfigJumpContext,
  type LoanConfigJumpEvent,
  type LoanConfigJumpInput,
  loanConfigJumpMachine,
  TAB_SCROLL_DELAY_MS,
} from './loanConfigJump.machine.ts';
export { LOAN_CONFIG_JUMP_TEXTS } from './loanConfigJump.texts.ts';
