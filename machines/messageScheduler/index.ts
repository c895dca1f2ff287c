export type {
  AutomatedChannel,
  CancelScheduleInput,
  MessageSchedulerActors,
  ScheduledMessage,
  ScheduleMessageInput,
  ScheduleRepeat,
} from './messageScheduler.actors.ts';
export * from './messageScheduler.connect.ts';
export {
  type CancelTarget,
  type MessageSchedulerContext,
  type MessageSchedulerEvent,
  messageSchedulerMachine,
} from './messageScheduler.machine.ts';
export * from './messageScheduler.rules.ts';
export { MESSAGE_SCHEDULER_TEXTS } from './messageScheduler.texts.ts';
