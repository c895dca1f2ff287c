export type {
  NativeTask,
  NativeTaskInput,
  SaveTaskInput,
  TaskDocument,
  TaskFormActors,
  TaskPerson,
  TaskPriority,
  TaskState,
  TaskUpload,
} from './taskForm.actors.ts';
export * from './taskForm.connect.ts';
export { TASK_FORM_SAMPLE } from './taskForm.fixtures.ts';
export {
  type TaskFormContext,
  type TaskFormEvent,
  taskBody,
  taskFormMachine,
} from './taskForm.machine.ts';
export * from './taskForm.rules.ts';
export { TASK_FORM_TEXTS } from './taskForm.texts.ts';
