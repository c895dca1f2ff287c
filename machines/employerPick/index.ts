export type * from './employerPick.actors.ts';
export * from './employerPick.connect.ts';
export {
  type DraftField,
  type EmployerPickContext,
  type EmployerPickEvent,
  type EmployerPickInput,
  employerPickMachine,
  type InvalidField,
  locationQuery,
} from './employerPick.machine.ts';
export { EMPLOYER_PICK_TEXTS } from './employerPick.texts.ts';
