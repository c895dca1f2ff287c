export type { CustomerPageActors } from './customerPage.actors.ts';
export * from './customerPage.connect.ts';
export * from './customerPage.fixtures.ts';
export {
  type CustomerPageContext,
  type CustomerPageEvent,
  type CustomerPageInput,
  customerPageMachine,
} from './customerPage.machine.ts';
export * from './customerPage.rules.ts';
export * from './customerPage.types.ts';
