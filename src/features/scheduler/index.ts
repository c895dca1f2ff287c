export { CancelScheduleDialog } from './CancelScheduleDialog.tsx';
export {
  MessageScheduler,
  type MessageSchedulerProps,
  MessageSchedulerView,
  type SchedulerReads,
} from './MessageScheduler.tsx';
export { ScheduleForm } from './ScheduleForm.tsx';
export { SCHEDULES_PER_PAGE, ScheduleList, type SchedulePage } from './ScheduleList.tsx';
export { SchedulerScreen } from './SchedulerScreen.tsx';
export { createMessageSchedulerActors } from './schedulerCalls.ts';
