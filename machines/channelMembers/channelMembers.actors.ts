import type { PromiseActorLogic } from 'xstate';
import type { MembersOutput } from '../chatChannel/chatChannel.actors.ts';

export type AddMembersInput = { channel_name: string; usernames: string[]; is_admin: boolean };
export type SetAdminInput = { channel_name: string; user_id: number; is_admin: boolean };
export type RemoveMemberInput = { channel_name: string; user_id: number };

/**
 * The member panel's calls. Each change answers the members as they are after it; each rejects
 * with an Error carrying the server's words and the status (machines/shared/calls.ts).
 */
export type ChannelMembersActors = {
  listChannelMembers: PromiseActorLogic<MembersOutput, { channel_name: string }>;
  /** Resolves each number to a user id, then adds them (spec §7 user lookup, add-group-members). */
  addMembers: PromiseActorLogic<MembersOutput, AddMembersInput>;
  setMemberAdmin: PromiseActorLogic<MembersOutput, SetAdminInput>;
  removeMember: PromiseActorLogic<MembersOutput, RemoveMemberInput>;
  deleteChannel: PromiseActorLogic<unknown, { channel_id: number }>;
  leaveChannel: PromiseActorLogic<unknown, { channel_name: string }>;
};
