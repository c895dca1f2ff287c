import type { SnapshotFrom } from 'xstate';
import type { ChatMember } from '../../src/domain/chat/types.ts';
import type { ChannelMembersEvent, channelMembersMachine } from './channelMembers.machine.ts';
import {
  everyMember,
  isBusinessUser,
  managesMembers,
  mayDismissAdmin,
  mayMakeAdmin,
  mayRemove,
  offersDelete,
} from './channelMembers.rules.ts';
import { CHANNEL_MEMBERS_TEXTS as T } from './channelMembers.texts.ts';

type Snapshot = SnapshotFrom<typeof channelMembersMachine>;
type Send = (event: ChannelMembersEvent) => void;

/** A control as the view renders it: visible text, accessible name, usable now, its intent. */
export type MembersControl = {
  text: string;
  label: string;
  enabled: boolean;
  onPress: () => void;
};

export type MemberRowModel = {
  member: ChatMember;
  /** A business user (only the super admin's list has them). */
  business: boolean;
  actions: MembersControl[];
};

export type ChannelMembersModel = {
  /** Left or deleted: nothing more to show. */
  gone: boolean;
  loading: boolean;
  /** The members could not be read: the server's words, with Retry. */
  loadError: string | null;
  onRetry: () => void;
  members: MemberRowModel[] | null;
  /** Channel admins and the super admin see Add members. */
  manages: boolean;
  phones: string;
  asAdmin: boolean;
  onPhonesChange: (value: string) => void;
  onAsAdminChange: (value: boolean) => void;
  add: MembersControl;
  busy: boolean;
  /** The spec's success words. */
  notice: string | null;
  /** The spec's refusal words, or the server's. */
  alert: string | null;
  deleteChannel: MembersControl | null;
  leave: MembersControl | null;
  confirm: {
    title: string;
    text: string;
    confirm: MembersControl;
    cancel: MembersControl;
  } | null;
};

const ignore: Send = () => {};

const control = (
  snapshot: Snapshot,
  send: Send,
  event: ChannelMembersEvent,
  text: string,
  label = text,
): MembersControl => ({
  text,
  label,
  enabled: snapshot.can(event),
  onPress: () => send(event),
});

function rowsOf(snapshot: Snapshot, send: Send): MemberRowModel[] | null {
  const { members, channel, me } = snapshot.context;
  if (!members) return null;
  const manages = managesMembers(members, me);
  return everyMember(members).map((member) => {
    const actions: MembersControl[] = [];
    const business = isBusinessUser(members, member);
    if (!manages) return { member, business, actions };
    const name = member.name;
    if (mayMakeAdmin(member)) {
      actions.push(
        control(
          snapshot,
          send,
          { type: 'member.makeAdmin', member },
          T.makeAdmin,
          T.makeAdminOf(name),
        ),
      );
    }
    if (mayDismissAdmin(channel, member)) {
      actions.push(
        control(
          snapshot,
          send,
          { type: 'member.dismissAdmin', member },
          T.dismissAdmin,
          T.dismissAdminOf(name),
        ),
      );
    }
    if (mayRemove(channel, member, me)) {
      actions.push(
        control(snapshot, send, { type: 'member.remove', member }, T.remove, T.removeOf(name)),
      );
    }
    return { member, business, actions };
  });
}

function noticeOf(snapshot: Snapshot): string | null {
  if (snapshot.matches({ panel: 'added' })) {
    return snapshot.context.asAdmin ? T.madeAdmin : T.added;
  }
  if (snapshot.matches({ panel: 'madeAdmin' })) return T.madeAdmin;
  return null;
}

function alertOf(snapshot: Snapshot): string | null {
  if (snapshot.matches({ panel: 'waitForMembers' })) return T.waitForMembers;
  if (snapshot.matches({ panel: 'cannotDelete' })) return T.cannotDelete;
  if (snapshot.matches({ panel: 'failed' })) return snapshot.context.error;
  return null;
}

function confirmOf(snapshot: Snapshot, send: Send): ChannelMembersModel['confirm'] {
  if (snapshot.matches('confirmRemove')) {
    return {
      title: T.confirmRemoveTitle,
      text: T.confirmRemove(snapshot.context.target?.name ?? ''),
      confirm: control(snapshot, send, { type: 'remove.confirm' }, T.remove),
      cancel: control(snapshot, send, { type: 'remove.cancel' }, T.cancel),
    };
  }
  if (snapshot.matches('confirmDelete')) {
    return {
      title: T.confirmDeleteTitle,
      text: T.confirmDelete,
      confirm: control(snapshot, send, { type: 'delete.confirm' }, T.delete),
      cancel: control(snapshot, send, { type: 'delete.cancel' }, T.cancel),
    };
  }
  return null;
}

export function connectChannelMembers(
  snapshot: Snapshot,
  send: Send = ignore,
): ChannelMembersModel {
  const { context } = snapshot;
  const group = context.channel.type !== 'p2p';
  return {
    gone: snapshot.status === 'done',
    loading: snapshot.matches('loading'),
    loadError: snapshot.matches('loadFailed') ? context.error : null,
    onRetry: () => send({ type: 'members.retry' }),
    members: rowsOf(snapshot, send),
    manages: context.members !== null && managesMembers(context.members, context.me),
    phones: context.phones,
    asAdmin: context.asAdmin,
    onPhonesChange: (value) => send({ type: 'phones.change', value }),
    onAsAdminChange: (value) => send({ type: 'asAdmin.change', value }),
    add: control(snapshot, send, { type: 'members.add' }, T.add, T.add),
    busy: snapshot.hasTag('busy'),
    notice: noticeOf(snapshot),
    alert: alertOf(snapshot),
    deleteChannel:
      context.members && offersDelete(context.channel, context.me)
        ? control(snapshot, send, { type: 'channel.delete' }, T.deleteChannel)
        : null,
    leave:
      context.members && group ? control(snapshot, send, { type: 'channel.leave' }, T.leave) : null,
    confirm: confirmOf(snapshot, send),
  };
}

/** The panel's buttons by accessible name (not those of a confirmation): usable or not. */
export function panelButtons(snapshot: Snapshot): { enabled: string[]; disabled: string[] } {
  const view = connectChannelMembers(snapshot);
  const all = [
    ...(view.members ?? []).flatMap((row) => row.actions),
    ...(view.manages ? [view.add] : []),
    ...(view.deleteChannel ? [view.deleteChannel] : []),
    ...(view.leave ? [view.leave] : []),
  ];
  return {
    enabled: all.filter((c) => c.enabled).map((c) => c.label),
    disabled: all.filter((c) => !c.enabled).map((c) => c.label),
  };
}
