export { NativeTasksScreen } from './NativeTasksScreen.tsx';
export { movedBody, moveTaskCall, taskAttachmentFile, taskFormActors } from './nativeTaskCalls.ts';
export { TaskForm } from './TaskForm.tsx';
export { TaskFormDialog } from './TaskFormDialog.tsx';
