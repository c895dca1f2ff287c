export {
  moveTaskCall,
  NativeTasksScreen,
  taskAttachmentFile,
  taskFormActors,
} from './native/index.ts';
export { TasksPage } from './TasksPage.tsx';
export { RedmineTasksTab } from './tracker/RedmineTasksTab.tsx';
export { assignTrackerIssueCall } from './tracker/trackerCalls.ts';
