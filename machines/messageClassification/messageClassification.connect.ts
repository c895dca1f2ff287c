import type { SnapshotFrom } from 'xstate';
import type {
  MessageClassificationEvent,
  messageClassificationMachine,
} from './messageClassification.machine.ts';
import { MESSAGE_CLASSIFICATION_TEXTS as T } from './messageClassification.texts.ts';
import type { PickedCategory } from './messageClassification.types.ts';

type Snapshot = SnapshotFrom<typeof messageClassificationMachine>;
type Send = (event: MessageClassificationEvent) => void;

export type MessageClassificationIntents = {
  onPick: (picked: PickedCategory) => void;
  onConfirmUndo: () => void;
  onCancelUndo: () => void;
  onDismiss: () => void;
};

const intentsBySend = new WeakMap<Send, MessageClassificationIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): MessageClassificationIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onPick: (picked) => send({ type: 'message.classify', ...picked }),
      onConfirmUndo: () => send({ type: 'undo.confirm' }),
      onCancelUndo: () => send({ type: 'undo.cancel' }),
      onDismiss: () => send({ type: 'classify.dismiss' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

/** Classification as the message list renders it. */
export type MessageClassificationModel = MessageClassificationIntents & {
  /** A save is under way: the row selects are locked. */
  busy: boolean;
  canPick: boolean;
  /** The confirmation of an undo is open. */
  confirmingUndo: boolean;
  /** Which message is being saved or confirmed (its row shows it). */
  pendingMessageId: number | null;
  notice: string | null;
  error: string | null;
};

export function connectMessageClassification(
  snapshot: Snapshot,
  send: Send = ignore,
): MessageClassificationModel {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const confirmingUndo = snapshot.matches('confirmingUndo');
  return {
    ...intentsOf(send),
    busy,
    canPick: !busy && !confirmingUndo,
    confirmingUndo,
    pendingMessageId: busy || confirmingUndo ? (context.picked?.messageId ?? null) : null,
    notice:
      snapshot.matches('saved') && context.picked ? T.saved(context.picked, context.undone) : null,
    error: snapshot.matches('failed') ? context.error : null,
  };
}
