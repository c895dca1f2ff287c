import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { panelButtons } from './channelMembers.connect.ts';
import {
  MEMBER_DEV,
  MEMBER_KIRAN,
  MEMBER_ME,
  MEMBER_MEENA,
  MEMBER_RAVI,
} from './channelMembers.fixtures.ts';
import { channelMembersMachine } from './channelMembers.machine.ts';
import { CHANNEL_MEMBERS_TEXTS as T } from './channelMembers.texts.ts';

type Snapshot = SnapshotFrom<typeof channelMembersMachine>;

const people = [MEMBER_RAVI, MEMBER_ME, MEMBER_KIRAN, MEMBER_MEENA, MEMBER_DEV];
const business = (s: Snapshot) => (s.context.members?.business_users ?? []).map((m) => m.name);
const panel = {
  dialogs: [T.title],
  // The super admin's list has the business users, marked Business (spec §6).
  variants: [
    {
      when: (s: Snapshot) => business(s).length > 0,
      texts: (s: Snapshot) => [T.business, ...business(s)],
    },
  ],
  enabled: (s: Snapshot) => panelButtons(s).enabled,
  disabled: (s: Snapshot) => panelButtons(s).disabled,
};
const busy = { ...panel, texts: [T.saving] };

/**
 * The member panel (a dialog): the members with what an admin may do to each, Add members, Delete
 * Channel and Leave; the spec's words after each outcome; a confirmation before Remove and Delete.
 */
export const channelMembersShows = defineShows({
  machine: channelMembersMachine,
  vocabulary: [T.loading, T.added, T.madeAdmin, T.waitForMembers, T.cannotDelete, T.saving],
  controls: {
    [T.retry]: [{ type: 'members.retry' }],
    [T.add]: [{ type: 'members.add' }],
    [T.deleteChannel]: [{ type: 'channel.delete' }],
    [T.leave]: [{ type: 'channel.leave' }],
    [T.remove]: [{ type: 'remove.confirm' }],
    [T.delete]: [{ type: 'delete.confirm' }],
    [T.cancel]: [{ type: 'remove.cancel' }, { type: 'delete.cancel' }],
    ...Object.fromEntries(
      people.flatMap((member) => [
        [T.makeAdminOf(member.name), [{ type: 'member.makeAdmin', member }]],
        [T.dismissAdminOf(member.name), [{ type: 'member.dismissAdmin', member }]],
        [T.removeOf(member.name), [{ type: 'member.remove', member }]],
      ]),
    ),
  },
  states: {
    'channelMembers.loading': { dialogs: [T.title], texts: [T.loading] },
    'channelMembers.loadFailed': {
      dialogs: [T.title],
      texts: (s) => [s.context.error!],
      enabled: [T.retry],
    },
    'channelMembers.panel': panel,
    'channelMembers.panel.idle': {},
    'channelMembers.panel.added': {
      variants: [
        { when: (s) => s.context.asAdmin, texts: [T.madeAdmin] },
        { when: (s) => !s.context.asAdmin, texts: [T.added] },
      ],
    },
    'channelMembers.panel.madeAdmin': { texts: [T.madeAdmin] },
    'channelMembers.panel.waitForMembers': { texts: [T.waitForMembers] },
    'channelMembers.panel.cannotDelete': { texts: [T.cannotDelete] },
    'channelMembers.panel.failed': { texts: (s) => [s.context.error!] },
    'channelMembers.confirmRemove': {
      dialogs: [T.title, T.confirmRemoveTitle],
      texts: (s) => [T.confirmRemove(s.context.target!.name)],
      enabled: [T.remove, T.cancel],
    },
    'channelMembers.confirmDelete': {
      dialogs: [T.title, T.confirmDeleteTitle],
      texts: [T.confirmDelete],
      enabled: [T.delete, T.cancel],
    },
    'channelMembers.adding': busy,
    'channelMembers.makingAdmin': busy,
    'channelMembers.dismissingAdmin': busy,
    'channelMembers.removing': busy,
    'channelMembers.deleting': busy,
    'channelMembers.leaving': busy,
    // Left or deleted: the panel closes and the channel is no longer open.
    'channelMembers.gone': {},
  },
});
