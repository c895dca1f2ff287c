import type { SnapshotFrom } from 'xstate';
import type { ChatAction, ChatFormField, ChatFunction } from './chatActions.actors.ts';
import type { ChatActionsEvent, chatActionsMachine } from './chatActions.machine.ts';
import { maxLengthOf } from './chatActions.rules.ts';
import { CHAT_ACTIONS_TEXTS as T } from './chatActions.texts.ts';

type Snapshot = SnapshotFrom<typeof chatActionsMachine>;
type Send = (event: ChatActionsEvent) => void;

export type ChatActionsIntents = {
  onChooseAction: (id: number) => void;
  onChooseFunction: (id: number) => void;
  onFieldChange: (name: string, value: string) => void;
  onSubmit: () => void;
  onSubmitEmbedded: (values: Record<string, string>) => void;
  onBack: () => void;
  onRetry: () => void;
  onClose: () => void;
};

const intentsBySend = new WeakMap<Send, ChatActionsIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): ChatActionsIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onChooseAction: (id) => send({ type: 'action.choose', id }),
      onChooseFunction: (id) => send({ type: 'function.choose', id }),
      onFieldChange: (name, value) => send({ type: 'field.change', name, value }),
      onSubmit: () => send({ type: 'form.submit' }),
      onSubmitEmbedded: (values) => send({ type: 'embedded.submit', values }),
      onBack: () => send({ type: 'stage.back' }),
      onRetry: () => send({ type: 'actions.retry' }),
      onClose: () => send({ type: 'actions.close' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type ChatFormFieldView = ChatFormField & { value: string; maxLength: number | null };

/** What the dialog shows: one stage at a time, and what may be done in it. */
export type ChatActionsModel = ChatActionsIntents & {
  open: boolean;
  /** 0 actions, 1 functions or embedded form, 2 the dynamic form. */
  stage: 0 | 1 | 2;
  busy: boolean;
  heading: string;
  actions: ChatAction[] | null;
  functions: ChatFunction[] | null;
  /** Untrusted: the view sanitises it before showing it. */
  formHtml: string | null;
  fields: ChatFormFieldView[] | null;
  canSubmit: boolean;
  canBack: boolean;
  canRetry: boolean;
  canClose: boolean;
  alert: string | null;
  notice: string | null;
  /** The stage's busy words ('Loading…', 'Submitting…'). */
  status: string | null;
};

function stageOf(snapshot: Snapshot): 0 | 1 | 2 {
  if (snapshot.hasTag('stage2')) return 2;
  if (snapshot.hasTag('stage1')) return 1;
  return 0;
}

function headingOf(snapshot: Snapshot): string {
  const { context } = snapshot;
  if (snapshot.hasTag('stage2')) return context.schema?.name ?? context.action?.name ?? T.title;
  if (snapshot.hasTag('stage1')) return context.action?.name ?? T.chooseFunction;
  return T.chooseAction;
}

function alertOf(snapshot: Snapshot): string | null {
  if (snapshot.matches({ form: 'incomplete' })) {
    return T.fillRequired(snapshot.context.missing ?? '');
  }
  return snapshot.hasTag('error') ? snapshot.context.error : null;
}

export function connectChatActions(snapshot: Snapshot, send: Send = ignore): ChatActionsModel {
  const { context } = snapshot;
  const inForm = snapshot.matches('form') || snapshot.matches('submittingForm');
  const inEmbedded = snapshot.matches('embeddedForm') || snapshot.matches('submittingEmbedded');
  const done = snapshot.matches('done');
  return {
    ...intentsOf(send),
    open: snapshot.status === 'active',
    stage: stageOf(snapshot),
    busy: snapshot.hasTag('busy'),
    heading: done ? (context.schema?.name ?? context.action?.name ?? T.title) : headingOf(snapshot),
    actions: snapshot.matches('actionList') ? context.actions : null,
    functions: snapshot.matches('functionList') ? (context.action?.functions ?? []) : null,
    formHtml: inEmbedded ? (context.action?.form_html ?? null) : null,
    fields: inForm
      ? (context.schema?.fields ?? []).map((field) => ({
          ...field,
          value: context.values[field.name] ?? '',
          maxLength: maxLengthOf(field),
        }))
      : null,
    canSubmit:
      snapshot.can({ type: 'form.submit' }) ||
      snapshot.can({ type: 'embedded.submit', values: {} }),
    canBack: snapshot.can({ type: 'stage.back' }),
    canRetry: snapshot.can({ type: 'actions.retry' }),
    canClose: snapshot.can({ type: 'actions.close' }),
    alert: alertOf(snapshot),
    notice: done
      ? T.submitted(context.schema?.name ?? context.action?.name ?? T.title)
      : snapshot.matches('actionList') && context.actions.length === 0
        ? T.noActions
        : null,
    status:
      snapshot.matches('submittingForm') || snapshot.matches('submittingEmbedded')
        ? T.submitting
        : snapshot.hasTag('busy')
          ? T.loading
          : null,
  };
}
