import type { SnapshotFrom } from 'xstate';
import { messages } from '../../src/domain/messages.ts';
import { defineShows } from '../shared/shows.ts';
import { feedbackMachine } from './feedback.machine.ts';
import { feedbackProblem, problemMessage } from './feedback.rules.ts';
import { FEEDBACK_TEXTS as T } from './feedback.texts.ts';

type Snapshot = SnapshotFrom<typeof feedbackMachine>;

const problemOf = (s: Snapshot) => feedbackProblem(s.context.draft, s.context.today);
const CHANGE_NUMBER = T.changeDetail(T.paidFsNumber);
const CHANGE_DATE = T.changeDetail(T.promiseDate);

/**
 * What the agent sees in each state of the feedback form (ARCHITECTURE §4). The radio groups are
 * always there; what changes is Submit (and why it waits), the payment detail's Change, and the
 * dialog over the form (which hides the form's buttons from everyone but its own).
 */
export const feedbackShows = defineShows({
  machine: feedbackMachine,
  vocabulary: [
    T.heading,
    T.numberLabel,
    messages.calls.provideCorrectNumber,
    T.dateLabel,
    messages.calls.chooseValidDate,
    T.submitted,
  ],
  controls: {
    [T.submit]: [{ type: 'feedback.submit' }],
    [CHANGE_NUMBER]: [{ type: 'payment.edit' }],
    [CHANGE_DATE]: [{ type: 'payment.edit' }],
    [T.ok]: [{ type: 'dialog.confirm' }],
    [T.cancel]: [{ type: 'dialog.cancel' }],
  },
  states: {
    'feedback.editing': {
      texts: [T.heading],
      // Why Submit waits stays written beside it, under a dialog too.
      variants: [
        { when: (s) => problemOf(s) !== null, texts: (s) => [problemMessage(problemOf(s)!)] },
      ],
    },
    'feedback.editing.form': {
      variants: [
        { when: (s) => problemOf(s) === null, enabled: [T.submit] },
        { when: (s) => problemOf(s) !== null, disabled: [T.submit] },
        { when: (s) => s.context.draft.payment === 'paid_to_fs', enabled: [CHANGE_NUMBER] },
        { when: (s) => s.context.draft.payment === 'promise_to_pay', enabled: [CHANGE_DATE] },
      ],
    },
    'feedback.editing.numberDialog': {
      dialogs: [T.numberDialogTitle],
      texts: [T.numberLabel],
      enabled: [T.ok, T.cancel],
    },
    'feedback.editing.numberDialog.editing': {},
    'feedback.editing.numberDialog.invalid': { texts: [messages.calls.provideCorrectNumber] },
    'feedback.editing.dateDialog': {
      dialogs: [T.dateDialogTitle],
      texts: [T.dateLabel],
      enabled: [T.ok, T.cancel],
    },
    'feedback.editing.dateDialog.editing': {},
    'feedback.editing.dateDialog.invalid': { texts: [messages.calls.chooseValidDate] },
    // Handed to the soft-call loop: everything is locked.
    'feedback.submitted': {
      texts: [T.heading, T.submitted],
      disabled: [T.submit],
      variants: [
        { when: (s) => s.context.draft.payment === 'paid_to_fs', disabled: [CHANGE_NUMBER] },
        { when: (s) => s.context.draft.payment === 'promise_to_pay', disabled: [CHANGE_DATE] },
      ],
    },
  },
});
