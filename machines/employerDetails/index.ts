export type * from './employerDetails.actors.ts';
export * from './employerDetails.connect.ts';
export {
  type EmployerDetailsContext,
  type EmployerDetailsEvent,
  type EmployerDetailsInput,
  employerDetailsMachine,
} from './employerDetails.machine.ts';
export { EMPLOYER_DETAILS_TEXTS } from './employerDetails.texts.ts';
