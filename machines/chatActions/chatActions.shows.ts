import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { chatActionsMachine } from './chatActions.machine.ts';
import { CHAT_ACTIONS_TEXTS as T } from './chatActions.texts.ts';

type Snapshot = SnapshotFrom<typeof chatActionsMachine>;

const dialog = [T.title];
const error = (s: Snapshot) => [s.context.error!];
const actionName = (s: Snapshot) => [s.context.action!.name];
const formTexts = (s: Snapshot) => [
  s.context.schema!.name,
  ...s.context.schema!.fields.map((f) => f.display_name),
];

/**
 * What the chat actions dialog shows (spec part 2 §2): stage 0 the channel's actions, stage 1 an
 * action's functions or its embedded form, stage 2 the form from its schema; Back between
 * stages, Close, Retry after a failed load, Submit once (disabled with Back and Close while it
 * is sent), the server's words on a failure, the confirmation.
 */
export const chatActionsShows = defineShows({
  machine: chatActionsMachine,
  vocabulary: [T.loading, T.submitting, T.noActions],
  controls: {
    [T.back]: [{ type: 'stage.back' }],
    [T.close]: [{ type: 'actions.close' }],
    [T.retry]: [{ type: 'actions.retry' }],
    [T.submit]: [{ type: 'form.submit' }, { type: 'embedded.submit', values: {} }],
  },
  states: {
    'chatActions.loadingActions': { dialogs: dialog, texts: [T.loading], enabled: [T.close] },
    'chatActions.actionsFailed': { dialogs: dialog, texts: error, enabled: [T.retry, T.close] },
    'chatActions.actionList': {
      dialogs: dialog,
      enabled: [T.close],
      variants: [
        { when: (s) => s.context.actions.length === 0, texts: [T.noActions] },
        {
          when: (s) => s.context.actions.length > 0,
          texts: (s) => [T.chooseAction, ...s.context.actions.map((a) => a.name)],
        },
      ],
    },
    'chatActions.loadingAction': { dialogs: dialog, texts: [T.loading], enabled: [T.close] },
    'chatActions.actionFailed': {
      dialogs: dialog,
      texts: error,
      enabled: [T.retry, T.back, T.close],
    },
    'chatActions.functionList': {
      dialogs: dialog,
      texts: (s) => [...actionName(s), ...s.context.action!.functions.map((f) => f.name)],
      enabled: [T.back, T.close],
    },
    'chatActions.embeddedForm': {
      dialogs: dialog,
      texts: actionName,
      enabled: [T.submit, T.back, T.close],
    },
    'chatActions.embeddedForm.editing': {},
    'chatActions.embeddedForm.failed': { texts: error },
    'chatActions.submittingEmbedded': {
      dialogs: dialog,
      texts: [T.submitting],
      disabled: [T.submit, T.back, T.close],
    },
    'chatActions.loadingForm': { dialogs: dialog, texts: [T.loading], enabled: [T.close] },
    'chatActions.formFailed': {
      dialogs: dialog,
      texts: error,
      enabled: [T.retry, T.back, T.close],
    },
    'chatActions.form': {
      dialogs: dialog,
      texts: formTexts,
      enabled: [T.submit, T.back, T.close],
    },
    'chatActions.form.editing': {},
    'chatActions.form.incomplete': { texts: (s) => [T.fillRequired(s.context.missing!)] },
    'chatActions.form.failed': { texts: error },
    'chatActions.submittingForm': {
      dialogs: dialog,
      texts: (s) => [T.submitting, ...formTexts(s)],
      disabled: [T.submit, T.back, T.close],
    },
    'chatActions.done': {
      dialogs: dialog,
      texts: (s) => [T.submitted(s.context.schema?.name ?? s.context.action!.name)],
      enabled: [T.close],
    },
    'chatActions.closed': {},
  },
});
