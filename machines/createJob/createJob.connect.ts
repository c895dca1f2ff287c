import type { SnapshotFrom } from 'xstate';
import type { JobType } from './createJob.actors.ts';
import type { CreateJobEvent, createJobMachine } from './createJob.machine.ts';
import { JOB_LIMITS } from './createJob.rules.ts';
import { CREATE_JOB_TEXTS as T } from './createJob.texts.ts';

type Snapshot = SnapshotFrom<typeof createJobMachine>;
type Send = (event: CreateJobEvent) => void;

export type CreateJobIntents = {
  onOpen: () => void;
  onClose: () => void;
  onTypeChange: (value: JobType) => void;
  onDaysChange: (value: string) => void;
  onChannelChange: (value: string) => void;
  onMessageChange: (value: string) => void;
  onCreate: () => void;
};

const intentsBySend = new WeakMap<Send, CreateJobIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): CreateJobIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onOpen: () => send({ type: 'dialog.open' }),
      onClose: () => send({ type: 'dialog.close' }),
      onTypeChange: (value) => send({ type: 'type.change', value }),
      onDaysChange: (value) => send({ type: 'days.change', value }),
      onChannelChange: (value) => send({ type: 'channel.change', value }),
      onMessageChange: (value) => send({ type: 'message.change', value }),
      onCreate: () => send({ type: 'job.create' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type CreateJobField = 'days' | 'channel' | 'message';

/** The dialog as the view renders it: every value, what may be done, what to say. */
export type CreateJobModel = CreateJobIntents & {
  open: boolean;
  type: JobType;
  days: string;
  channel: string;
  message: string;
  limits: typeof JOB_LIMITS;
  /** Being created: every field is locked and the dialog cannot be dismissed. */
  busy: boolean;
  canOpen: boolean;
  canClose: boolean;
  canCreate: boolean;
  /** The field a refusal is about, so the view can mark it and move focus there. */
  invalid: CreateJobField | null;
  alert: string | null;
  notice: string | null;
};

const REFUSALS = [
  ['badDays', 'days', T.badDays],
  ['noChannel', 'channel', T.needsChannel],
  ['noMessage', 'message', T.needsMessage],
] as const;

export function connectCreateJob(snapshot: Snapshot, send: Send = ignore): CreateJobModel {
  const { context } = snapshot;
  const refusal = REFUSALS.find(([state]) => snapshot.matches({ open: { form: state } }));
  const failed = snapshot.matches({ open: { form: 'failed' } });
  return {
    ...intentsOf(send),
    open: snapshot.hasTag('dialog'),
    type: context.type,
    days: context.days,
    channel: context.channel,
    message: context.message,
    limits: JOB_LIMITS,
    busy: snapshot.hasTag('busy'),
    canOpen: snapshot.can({ type: 'dialog.open' }),
    canClose: snapshot.can({ type: 'dialog.close' }),
    canCreate: snapshot.can({ type: 'job.create' }),
    invalid: refusal ? refusal[1] : null,
    alert: refusal ? refusal[2] : failed ? context.error : null,
    notice: snapshot.matches({ open: 'saving' })
      ? T.creating
      : snapshot.matches('created') && context.created !== null
        ? T.created(context.created)
        : null,
  };
}
