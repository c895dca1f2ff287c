export type {
  ChannelTask,
  ChannelTaskActors,
  UpdateChannelTaskInput,
  UpdatedChannelTask,
} from './channelTask.actors.ts';
export * from './channelTask.connect.ts';
export {
  type ChannelTaskContext,
  type ChannelTaskEvent,
  type ChannelTaskInput,
  channelTaskMachine,
} from './channelTask.machine.ts';
export * from './channelTask.rules.ts';
export { CHANNEL_TASK_TEXTS } from './channelTask.texts.ts';
