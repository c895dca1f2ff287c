export type {
  AssignLoanshareVideoInput,
  AssignLoanshareVideoOutput,
  LoanshareVideoActors,
} from './loanshareVideo.actors.ts';
export * from './loanshareVideo.connect.ts';
export {
  type LoanshareVideoContext,
  type LoanshareVideoEvent,
  type LoanshareVideoInput,
  loanshareVideoMachine,
} from './loanshareVideo.machine.ts';
export { LOANSHARE_VIDEO_TEXTS } from './loanshareVideo.texts.ts';
