import type { SnapshotFrom } from 'xstate';
import { BLACKLIST_LEVELS } from '../blacklistLevel/blacklistLevel.rules.ts';
import type { UserModerationEvent, userModerationMachine } from './userModeration.machine.ts';
import { USER_MODERATION_TEXTS as T } from './userModeration.texts.ts';

type Snapshot = SnapshotFrom<typeof userModerationMachine>;
type Send = (event: UserModerationEvent) => void;

/** A control as the view renders it: its text, usable now, its intent. */
export type ModerationControl = { text: string; enabled: boolean; onPress: () => void };

export type UserModerationModel = {
  name: string;
  username: string;
  image: string | null;
  loading: boolean;
  /** The user's standing could not be read: the server's words, with Retry. */
  loadError: string | null;
  onRetry: () => void;
  busy: boolean;
  /** What holds now: blocked here, chat disabled. */
  standing: string[];
  /** The actions this viewer may use (absent when not theirs to use). */
  actions: ModerationControl[];
  notice: string | null;
  alert: string | null;
  confirm: {
    title: string;
    text: string;
    confirm: ModerationControl;
    cancel: ModerationControl;
  } | null;
  blacklist: {
    levels: readonly number[];
    level: number;
    reason: string;
    onLevel: (value: string) => void;
    onReason: (value: string) => void;
    confirm: ModerationControl;
    cancel: ModerationControl;
    alert: string | null;
  } | null;
};

const ignore: Send = () => {};

const control = (
  snapshot: Snapshot,
  send: Send,
  event: UserModerationEvent,
  text: string,
): ModerationControl => ({ text, enabled: snapshot.can(event), onPress: () => send(event) });

function actionsOf(snapshot: Snapshot, send: Send): ModerationControl[] {
  const { status, me } = snapshot.context;
  if (!status || snapshot.matches('banned')) return [];
  const actions: ModerationControl[] = [
    status.blocked
      ? control(snapshot, send, { type: 'unblock.press' }, T.unblock)
      : control(snapshot, send, { type: 'block.press' }, T.block),
  ];
  if (status.can_ban) actions.push(control(snapshot, send, { type: 'ban.press' }, T.ban));
  if (me.isSuperAdmin) {
    actions.push(
      status.chat_disabled
        ? control(snapshot, send, { type: 'chat.enable' }, T.enable)
        : control(snapshot, send, { type: 'chat.disable' }, T.disable),
      control(snapshot, send, { type: 'blacklist.open' }, T.blacklist),
    );
  }
  return actions;
}

const NOTICES = {
  blocked: T.blocked,
  unblocked: T.unblocked,
  chatDisabled: T.chatDisabled,
  chatEnabled: T.chatEnabled,
  blacklisted: T.blacklisted,
} as const;

function noticeOf(snapshot: Snapshot): string | null {
  if (snapshot.matches('banned')) return T.banned;
  for (const [state, text] of Object.entries(NOTICES)) {
    if (snapshot.matches({ ready: state as keyof typeof NOTICES })) return text;
  }
  return null;
}

function confirmOf(snapshot: Snapshot, send: Send): UserModerationModel['confirm'] {
  const name = snapshot.context.user.name;
  if (snapshot.matches('confirmBlock')) {
    return {
      title: T.confirmBlockTitle,
      text: T.confirmBlock(name),
      confirm: control(snapshot, send, { type: 'block.confirm' }, T.blockConfirm),
      cancel: control(snapshot, send, { type: 'block.cancel' }, T.cancel),
    };
  }
  if (snapshot.matches('confirmBan')) {
    return {
      title: T.confirmBanTitle,
      text: T.confirmBan(name),
      confirm: control(snapshot, send, { type: 'ban.confirm' }, T.banConfirm),
      cancel: control(snapshot, send, { type: 'ban.cancel' }, T.cancel),
    };
  }
  if (snapshot.matches('confirmDisable')) {
    return {
      title: T.confirmDisableTitle,
      text: T.confirmDisable(name),
      confirm: control(snapshot, send, { type: 'disable.confirm' }, T.disableConfirm),
      cancel: control(snapshot, send, { type: 'disable.cancel' }, T.cancel),
    };
  }
  return null;
}

function blacklistOf(snapshot: Snapshot, send: Send): UserModerationModel['blacklist'] {
  if (!snapshot.matches('blacklist')) return null;
  const { context } = snapshot;
  return {
    levels: BLACKLIST_LEVELS.filter((level) => level > 0),
    level: context.level,
    reason: context.reason,
    onLevel: (value) => send({ type: 'level.change', value }),
    onReason: (value) => send({ type: 'reason.change', value }),
    confirm: control(snapshot, send, { type: 'blacklist.confirm' }, T.confirm),
    cancel: control(snapshot, send, { type: 'blacklist.cancel' }, T.cancel),
    alert: snapshot.matches({ blacklist: { editing: 'incomplete' } })
      ? T.specifyReason
      : snapshot.matches({ blacklist: 'failed' })
        ? context.error
        : null,
  };
}

/** What holds now: banned (then nothing else matters here), blocked here, chat disabled. */
export function standingOf(snapshot: Snapshot): string[] {
  const { status } = snapshot.context;
  if (snapshot.matches('banned')) return [T.bannedHere];
  return [
    ...(status?.blocked ? [T.blockedHere] : []),
    ...(status?.chat_disabled ? [T.chatIsDisabled] : []),
  ];
}

export function connectUserModeration(
  snapshot: Snapshot,
  send: Send = ignore,
): UserModerationModel {
  const { context } = snapshot;
  const standing = standingOf(snapshot);
  return {
    name: context.user.name,
    username: context.user.username,
    image: context.user.image,
    loading: snapshot.matches('loading'),
    loadError: snapshot.matches('loadFailed') ? context.error : null,
    onRetry: () => send({ type: 'status.retry' }),
    busy: snapshot.hasTag('busy'),
    standing,
    actions: actionsOf(snapshot, send),
    notice: noticeOf(snapshot),
    alert: snapshot.matches({ ready: 'failed' }) ? context.error : null,
    confirm: confirmOf(snapshot, send),
    blacklist: blacklistOf(snapshot, send),
  };
}

/** The dialog's own buttons (not a confirmation's nor the blacklist form's): usable or not. */
export function dialogButtons(snapshot: Snapshot): { enabled: string[]; disabled: string[] } {
  const { actions } = connectUserModeration(snapshot);
  return {
    enabled: actions.filter((c) => c.enabled).map((c) => c.text),
    disabled: actions.filter((c) => !c.enabled).map((c) => c.text),
  };
}
