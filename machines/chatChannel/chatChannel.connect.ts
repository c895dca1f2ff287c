import type { SnapshotFrom } from 'xstate';
import type { ChatMessage, ChatRepliedTo } from '../../src/domain/chat/types.ts';
import type { ChannelProfileEvent, channelProfileMachine } from './channelProfile.machine.ts';
import type { ChannelSearchEvent, channelSearchMachine } from './channelSearch.machine.ts';
import type { MembersOutput } from './chatChannel.actors.ts';
import type { ChatChannelEvent, chatChannelMachine } from './chatChannel.machine.ts';
import type { MessageActionsEvent, messageActionsMachine } from './messageActions.machine.ts';

/* The open channel's four flows as their views read them: data and intents (zag-style). */

function memo<TSend extends object, TIntents>(make: (send: TSend) => TIntents) {
  const bySend = new WeakMap<TSend, TIntents>();
  return (send: TSend): TIntents => {
    let intents = bySend.get(send);
    if (!intents) {
      intents = make(send);
      bySend.set(send, intents);
    }
    return intents;
  };
}
const ignore = () => {};

// ---- the messages ----
type ChannelSend = (event: ChatChannelEvent) => void;
const channelIntents = memo((send: ChannelSend) => ({
  onRetry: () => send({ type: 'load.retry' }),
  onReachTop: () => send({ type: 'older.load' }),
  onRetryOlder: () => send({ type: 'older.retry' }),
  onJump: (message: ChatMessage) => send({ type: 'message.jump', message }),
  onLatest: () => send({ type: 'messages.latest' }),
  onReply: (message: ChatMessage) => send({ type: 'reply.start', message }),
  onReplyClear: () => send({ type: 'reply.clear' }),
}));

export type ChatChannelModel = ReturnType<typeof channelIntents> & {
  loading: boolean;
  /** The first read failed: the server's words, with Retry. */
  loadError: string | null;
  messages: readonly ChatMessage[];
  empty: boolean;
  loadingOlder: boolean;
  olderError: string | null;
  /** The top of the conversation is shown (no older messages). */
  atBeginning: boolean;
  catchingUp: boolean;
  finding: boolean;
  jumpError: string | null;
  /** An older part is shown (after a jump): new messages wait behind 'Jump to latest'. */
  detached: boolean;
  highlightId: string | null;
  replyTo: ChatRepliedTo | null;
};

export function connectChatChannel(
  snapshot: SnapshotFrom<typeof chatChannelMachine>,
  send: ChannelSend = ignore,
): ChatChannelModel {
  const { context } = snapshot;
  const ready = snapshot.matches('ready');
  const olderFailed = snapshot.matches({ ready: { older: 'olderFailed' } });
  const jumpFailed = snapshot.matches({ ready: { window: 'jumpFailed' } });
  return {
    ...channelIntents(send),
    loading: snapshot.matches('loading'),
    loadError: snapshot.matches('loadFailed') ? context.error : null,
    messages: context.messages,
    empty: ready && context.messages.length === 0,
    loadingOlder: snapshot.matches({ ready: { older: 'loadingOlder' } }),
    olderError: olderFailed ? context.error : null,
    atBeginning:
      snapshot.matches({ ready: { older: 'idle' } }) &&
      !context.hasMore &&
      context.messages.length > 0,
    catchingUp: snapshot.matches({ ready: { window: { latest: 'catchingUp' } } }),
    finding: snapshot.matches({ ready: { window: 'jumping' } }),
    jumpError: jumpFailed ? context.error : null,
    detached: snapshot.can({ type: 'messages.latest' }),
    highlightId: context.target?._id ?? null,
    replyTo: context.replyTo,
  };
}

// ---- a message's actions ----
type ActionsSend = (event: MessageActionsEvent) => void;
const actionIntents = memo((send: ActionsSend) => ({
  onDelete: (message: ChatMessage) => send({ type: 'message.delete', message }),
  onPin: (message: ChatMessage) => send({ type: 'message.pin', message }),
  onUnpin: (message: ChatMessage) => send({ type: 'message.unpin', message }),
  onForward: (message: ChatMessage) => send({ type: 'message.forward', message }),
  onToggleTarget: (channel: string) => send({ type: 'forward.toggle', channel }),
  onSendForward: () => send({ type: 'forward.send' }),
  onRetryTargets: () => send({ type: 'forward.retry' }),
  onDismiss: () => send({ type: 'action.dismiss' }),
}));

export type MessageActionsModel = ReturnType<typeof actionIntents> & {
  /** A delete, pin or unpin may start (nothing else runs). */
  canAct: boolean;
  deleting: boolean;
  pinning: boolean;
  unpinning: boolean;
  /** A failed delete, pin or unpin, with Dismiss. */
  failure: string | null;
  forward: null | {
    loading: boolean;
    error: string | null;
    targets: readonly { name: string; display_name: string }[];
    picked: readonly string[];
    canPick: boolean;
    canSend: boolean;
    sending: boolean;
    forwarded: number | null;
  };
};

export function connectMessageActions(
  snapshot: SnapshotFrom<typeof messageActionsMachine>,
  send: ActionsSend = ignore,
): MessageActionsModel {
  const { context } = snapshot;
  const inForward = snapshot.matches('forward');
  const failed = ['deleteFailed', 'pinFailed', 'unpinFailed'].some((s) =>
    snapshot.matches(s as never),
  );
  return {
    ...actionIntents(send),
    canAct: snapshot.can({ type: 'message.delete', message: {} as ChatMessage }),
    deleting: snapshot.matches('deleting'),
    pinning: snapshot.matches('pinning'),
    unpinning: snapshot.matches('unpinning'),
    failure: failed ? context.error : null,
    forward: inForward
      ? {
          loading: snapshot.matches({ forward: 'loadingTargets' }),
          error:
            snapshot.matches({ forward: 'targetsFailed' }) ||
            snapshot.matches({ forward: 'forwardFailed' })
              ? context.error
              : null,
          targets: context.targets,
          picked: context.picked,
          canPick: snapshot.matches({ forward: 'choosing' }),
          canSend: snapshot.can({ type: 'forward.send' }),
          sending: snapshot.matches({ forward: 'sending' }),
          forwarded: snapshot.matches({ forward: 'forwarded' }) ? context.forwardedCount : null,
        }
      : null,
  };
}

// ---- in-chat search ----
type SearchSend = (event: ChannelSearchEvent) => void;
const searchIntents = memo((send: SearchSend) => ({
  onOpen: () => send({ type: 'search.open' }),
  onClose: () => send({ type: 'search.close' }),
  onChange: (value: string) => send({ type: 'search.change', value }),
  onSubmit: () => send({ type: 'search.submit' }),
}));

export type ChannelSearchModel = ReturnType<typeof searchIntents> & {
  open: boolean;
  query: string;
  canSubmit: boolean;
  searching: boolean;
  results: readonly ChatMessage[] | null;
  noResults: boolean;
  error: string | null;
};

export function connectChannelSearch(
  snapshot: SnapshotFrom<typeof channelSearchMachine>,
  send: SearchSend = ignore,
): ChannelSearchModel {
  const { context } = snapshot;
  return {
    ...searchIntents(send),
    open: snapshot.matches('open'),
    query: context.query,
    canSubmit: snapshot.can({ type: 'search.submit' }),
    searching: snapshot.matches({ open: 'searching' }),
    results: snapshot.matches({ open: 'results' }) ? context.results : null,
    noResults: snapshot.matches({ open: 'noResults' }),
    error: snapshot.matches({ open: 'failed' }) ? context.error : null,
  };
}

// ---- the profile sidebar ----
type ProfileSend = (event: ChannelProfileEvent) => void;
const profileIntents = memo((send: ProfileSend) => ({
  onOpen: () => send({ type: 'profile.open' }),
  onClose: () => send({ type: 'profile.close' }),
  onRetry: () => send({ type: 'profile.retry' }),
}));

export type ChannelProfileModel = ReturnType<typeof profileIntents> & {
  open: boolean;
  loading: boolean;
  members: MembersOutput | null;
  error: string | null;
};

export function connectChannelProfile(
  snapshot: SnapshotFrom<typeof channelProfileMachine>,
  send: ProfileSend = ignore,
): ChannelProfileModel {
  const { context } = snapshot;
  return {
    ...profileIntents(send),
    open: !snapshot.matches('closed'),
    loading: snapshot.matches('loading'),
    members: snapshot.matches('shown') ? context.members : null,
    error: snapshot.matches('failed') ? context.error : null,
  };
}
