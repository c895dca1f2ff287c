import type { SnapshotFrom } from 'xstate';
import type { ScheduleRepeat } from './messageScheduler.actors.ts';
import type {
  CancelTarget,
  MessageSchedulerEvent,
  messageSchedulerMachine,
} from './messageScheduler.machine.ts';
import { SCHEDULE_TEXT_MAX } from './messageScheduler.rules.ts';
import { MESSAGE_SCHEDULER_TEXTS as T } from './messageScheduler.texts.ts';

type Snapshot = SnapshotFrom<typeof messageSchedulerMachine>;
type Send = (event: MessageSchedulerEvent) => void;

export type MessageSchedulerIntents = {
  onChannelChange: (value: string) => void;
  onTextChange: (value: string) => void;
  onTimeChange: (value: string) => void;
  onRepeatChange: (value: ScheduleRepeat) => void;
  /** Schedule, judged against the moment it is pressed. */
  onSchedule: () => void;
  onRetry: () => void;
  onAskCancel: (target: CancelTarget) => void;
  onConfirmCancel: () => void;
  onDismissCancel: () => void;
  onRetryCancel: () => void;
};

// One intents object per `send`, so a view model compares equal across snapshots.
const intentsBySend = new WeakMap<Send, MessageSchedulerIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): MessageSchedulerIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onChannelChange: (value) => send({ type: 'channel.change', value }),
      onTextChange: (value) => send({ type: 'text.change', value }),
      onTimeChange: (value) => send({ type: 'time.change', value }),
      onRepeatChange: (value) => send({ type: 'repeat.change', value }),
      onSchedule: () => send({ type: 'schedule.submit', now: Date.now() }),
      onRetry: () => send({ type: 'schedule.retry' }),
      onAskCancel: ({ id, text }) => send({ type: 'cancel.ask', id, text }),
      onConfirmCancel: () => send({ type: 'cancel.confirm' }),
      onDismissCancel: () => send({ type: 'cancel.dismiss' }),
      onRetryCancel: () => send({ type: 'cancel.retry' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

/** The scheduler as the view renders it: the form, the cancel dialog, what to say. */
export type MessageSchedulerModel = MessageSchedulerIntents & {
  channel: string;
  text: string;
  sendAt: string;
  repeat: ScheduleRepeat;
  maxLength: number;
  /** The schedule is being saved: the form is locked. */
  saving: boolean;
  canSchedule: boolean;
  canRetry: boolean;
  /** What is missing, in words, or the server's words. */
  alert: string | null;
  /** 'Message scheduled.' */
  notice: string | null;
  /** Row Cancel buttons may be used (no cancel under way). */
  canAskCancel: boolean;
  /** The confirmation dialog: open while asking and while the cancel runs. */
  cancelDialog: { question: string; busy: boolean; canConfirm: boolean; canKeep: boolean } | null;
  cancelAlert: string | null;
  cancelNotice: string | null;
  canRetryCancel: boolean;
};

const FORM_ALERTS = {
  noChannel: T.noChannel,
  noText: T.noText,
  noTime: T.noTime,
  pastTime: T.pastTime,
} as const;

function alertOf(snapshot: Snapshot): string | null {
  for (const [state, text] of Object.entries(FORM_ALERTS)) {
    if (snapshot.matches({ schedule: { form: state as keyof typeof FORM_ALERTS } })) return text;
  }
  if (snapshot.matches({ schedule: { form: 'failed' } })) return snapshot.context.error;
  return null;
}

function cancelDialogOf(snapshot: Snapshot): MessageSchedulerModel['cancelDialog'] {
  const asking = snapshot.matches({ cancel: 'confirming' });
  const busy = snapshot.matches({ cancel: 'cancelling' });
  if (!asking && !busy) return null;
  return {
    question: T.cancelQuestion(snapshot.context.target?.text ?? ''),
    busy,
    canConfirm: snapshot.can({ type: 'cancel.confirm' }),
    canKeep: snapshot.can({ type: 'cancel.dismiss' }),
  };
}

export function connectMessageScheduler(
  snapshot: Snapshot,
  send: Send = ignore,
): MessageSchedulerModel {
  const { context } = snapshot;
  const failedCancel = snapshot.matches({ cancel: 'failed' });
  return {
    ...intentsOf(send),
    channel: context.channel,
    text: context.text,
    sendAt: context.sendAt,
    repeat: context.repeat,
    maxLength: SCHEDULE_TEXT_MAX,
    saving: snapshot.matches({ schedule: 'saving' }),
    canSchedule: snapshot.can({ type: 'schedule.submit', now: 0 }),
    canRetry: snapshot.can({ type: 'schedule.retry' }),
    alert: alertOf(snapshot),
    notice: snapshot.matches({ schedule: { form: 'scheduled' } }) ? T.scheduled : null,
    canAskCancel: snapshot.can({ type: 'cancel.ask', id: 0, text: '' }),
    cancelDialog: cancelDialogOf(snapshot),
    cancelAlert: failedCancel ? context.cancelError : null,
    cancelNotice: snapshot.matches({ cancel: 'cancelled' }) ? T.cancelled : null,
    canRetryCancel: snapshot.can({ type: 'cancel.retry' }),
  };
}
