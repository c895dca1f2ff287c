export { channelProfileMachine } from './channelProfile.machine.ts';
export { channelSearchMachine } from './channelSearch.machine.ts';
export type * from './chatChannel.actors.ts';
export * from './chatChannel.connect.ts';
export {
  type ChatChannelContext,
  type ChatChannelEvent,
  type ChatChannelInput,
  chatChannelMachine,
} from './chatChannel.machine.ts';
export * from './chatChannel.rules.ts';
export { CHAT_CHANNEL_TEXTS } from './chatChannel.texts.ts';
export { messageActionsMachine } from './messageActions.machine.ts';
