export type * from './employerDirectory.actors.ts';
export * from './employerDirectory.connect.ts';
export {
  type EmployerDirectoryContext,
  type EmployerDirectoryEvent,
  employerDirectoryMachine,
} from './employerDirectory.machine.ts';
export { EMPLOYER_DIRECTORY_TEXTS } from './employerDirectory.texts.ts';
