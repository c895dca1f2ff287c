export type {
  CreateChannelActors,
  CreateChannelInput,
  CreateChannelOutput,
  NewChannelType,
} from './createChannel.actors.ts';
export * from './createChannel.connect.ts';
export {
  type ChannelFlag,
  type CreateChannelContext,
  type CreateChannelEvent,
  createChannelMachine,
} from './createChannel.machine.ts';
export * from './createChannel.rules.ts';
export { CREATE_CHANNEL_TEXTS } from './createChannel.texts.ts';
