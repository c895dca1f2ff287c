import type { SnapshotFrom } from 'xstate';
import type { ChannelTask } from './channelTask.actors.ts';
import type { ChannelTaskEvent, channelTaskMachine } from './channelTask.machine.ts';
import { COMMENT_MAX, DESCRIPTION_MAX } from './channelTask.rules.ts';
import { CHANNEL_TASK_TEXTS as T } from './channelTask.texts.ts';

type Snapshot = SnapshotFrom<typeof channelTaskMachine>;
type Send = (event: ChannelTaskEvent) => void;

export type ChannelTaskIntents = {
  onClose: (task: ChannelTask) => void;
  onDescribe: (task: ChannelTask) => void;
  onAssign: (task: ChannelTask) => void;
  onCommentChange: (value: string) => void;
  onDescriptionChange: (value: string) => void;
  onAssigneeChange: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
};

const intentsBySend = new WeakMap<Send, ChannelTaskIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): ChannelTaskIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onClose: (task) => send({ type: 'close.open', task }),
      onDescribe: (task) => send({ type: 'describe.open', task }),
      onAssign: (task) => send({ type: 'assign.open', task }),
      onCommentChange: (value) => send({ type: 'comment.change', value }),
      onDescriptionChange: (value) => send({ type: 'description.change', value }),
      onAssigneeChange: (value) => send({ type: 'assignee.change', value }),
      onSave: () => send({ type: 'change.save' }),
      onCancel: () => send({ type: 'change.cancel' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type ChannelTaskDialog = 'close' | 'describe' | 'assign';

/** The task dialogs as the view renders them: which is open, its value, what to say. */
export type ChannelTaskModel = ChannelTaskIntents & {
  dialog: ChannelTaskDialog | null;
  title: string | null;
  task: ChannelTask | null;
  comment: string;
  description: string;
  assignee: string;
  limits: { comment: number; description: number };
  /** Saving: the fields are locked and the dialog cannot be dismissed. */
  busy: boolean;
  /** The list's buttons may be used (no dialog is open). */
  canOpen: boolean;
  canSave: boolean;
  canCancel: boolean;
  /** The field a refusal is about. */
  invalid: boolean;
  alert: string | null;
  notice: string | null;
};

const dialogOf = (s: Snapshot): ChannelTaskDialog | null =>
  s.matches('closing')
    ? 'close'
    : s.matches('describing')
      ? 'describe'
      : s.matches('assigning')
        ? 'assign'
        : null;

const TITLES = { close: T.closingTitle, describe: T.describeTitle, assign: T.assignTitle };

function alertOf(s: Snapshot): string | null {
  if (s.matches({ closing: { form: 'noComment' } })) return T.needsComment;
  if (s.matches({ assigning: { form: 'noMember' } })) return T.needsMember;
  if (s.hasTag('error')) return s.context.error;
  return null;
}

export function connectChannelTask(snapshot: Snapshot, send: Send = ignore): ChannelTaskModel {
  const { context } = snapshot;
  const dialog = dialogOf(snapshot);
  const busy = snapshot.hasTag('busy');
  return {
    ...intentsOf(send),
    dialog,
    title: dialog ? TITLES[dialog] : null,
    task: context.task,
    comment: context.comment,
    description: context.description,
    assignee: context.assignee,
    limits: { comment: COMMENT_MAX, description: DESCRIPTION_MAX },
    busy,
    canOpen: dialog === null,
    canSave: snapshot.can({ type: 'change.save' }),
    canCancel: snapshot.can({ type: 'change.cancel' }),
    invalid:
      snapshot.matches({ closing: { form: 'noComment' } }) ||
      snapshot.matches({ assigning: { form: 'noMember' } }),
    alert: alertOf(snapshot),
    notice: busy ? T.saving : snapshot.matches('changed') ? context.changed : null,
  };
}
