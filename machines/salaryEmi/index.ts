export * from './entryEditor.connect.ts';
export {
  type EntryEditorContext,
  type EntryEditorEmitted,
  type EntryEditorEvent,
  type EntryEditorInput,
  entryEditorMachine,
} from './entryEditor.machine.ts';
export * from './fipMove.connect.ts';
export {
  type FipMoveContext,
  type FipMoveEmitted,
  type FipMoveEvent,
  type FipMoveInput,
  fipMoveMachine,
} from './fipMove.machine.ts';
export type { EntryEditorActors, FipMoveActors } from './salaryEmi.actors.ts';
export * from './salaryEmi.rules.ts';
export { SALARY_TEXTS } from './salaryEmi.texts.ts';
