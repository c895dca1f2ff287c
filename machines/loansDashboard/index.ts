export type { LoansDashboardActors } from './loansDashboard.actors.ts';
export * from './loansDashboard.connect.ts';
export * from './loansDashboard.fixtures.ts';
export {
  type LoansDashboardContext,
  type LoansDashboardEvent,
  type LoansDashboardInput,
  loansDashboardMachine,
} from './loansDashboard.machine.ts';
export * from './loansDashboard.rules.ts';
export { DOWNLOAD_CONTROLS } from './loansDashboard.texts.ts';
export * from './loansDashboard.types.ts';
