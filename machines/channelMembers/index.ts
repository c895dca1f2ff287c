export type {
  AddMembersInput,
  ChannelMembersActors,
  RemoveMemberInput,
  SetAdminInput,
} from './channelMembers.actors.ts';
export * from './channelMembers.connect.ts';
export {
  type ChannelMembersContext,
  type ChannelMembersEvent,
  type ChannelMembersInput,
  channelMembersMachine,
} from './channelMembers.machine.ts';
export * from './channelMembers.rules.ts';
export { CHANNEL_MEMBERS_TEXTS } from './channelMembers.texts.ts';
