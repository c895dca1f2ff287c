import { messages } from '../../src/domain/messages.ts';
import { defineShows } from '../shared/shows.ts';
import { leadFeedbackMachine } from './leadFeedback.machine.ts';
import { leadFeedbackProblem, leadProblemMessage, SAME_GROUP } from './leadFeedback.rules.ts';
import { LEAD_FEEDBACK_TEXTS as T } from './leadFeedback.texts.ts';

/**
 * What the agent sees in each state of the lead feedback form (ARCHITECTURE §4): the choices are
 * always there; what changes is the number's Change, the message after a refused Submit, and the
 * dialog over the form (which hides the form's buttons from everyone but its own).
 */
export const leadFeedbackShows = defineShows({
  machine: leadFeedbackMachine,
  vocabulary: [
    T.heading,
    messages.calls.fillFieldsCorrectly,
    messages.calls.provideCorrectNumber,
    T.submitted,
  ],
  controls: {
    [T.submit]: [{ type: 'feedback.submit' }],
    [T.changeNumber]: [{ type: 'number.edit' }],
    [T.ok]: [{ type: 'dialog.confirm' }],
    [T.cancel]: [{ type: 'dialog.cancel' }],
  },
  states: {
    // The confirmed number stays written under the choice, under a dialog too.
    leadFeedback: {
      variants: [{ when: (s) => s.context.draft.feedback === SAME_GROUP, texts: [T.leaderNumber] }],
    },
    'leadFeedback.editing': { texts: [T.heading] },
    'leadFeedback.editing.form': {
      enabled: [T.submit],
      variants: [
        { when: (s) => s.context.draft.feedback === SAME_GROUP, enabled: [T.changeNumber] },
      ],
    },
    'leadFeedback.editing.form.ready': {},
    // The spec's words for the rule Submit found unmet.
    'leadFeedback.editing.form.invalid': {
      variants: [
        {
          when: (s) => leadFeedbackProblem(s.context.draft) === 'optionMissing',
          texts: [leadProblemMessage('optionMissing')],
        },
        {
          when: (s) => leadFeedbackProblem(s.context.draft) === 'leaderNumberInvalid',
          texts: [leadProblemMessage('leaderNumberInvalid')],
        },
      ],
    },
    'leadFeedback.editing.numberDialog': {
      dialogs: [T.numberDialogTitle],
      texts: [T.leaderNumber],
      enabled: [T.ok, T.cancel],
    },
    'leadFeedback.editing.numberDialog.editing': {},
    'leadFeedback.editing.numberDialog.invalid': { texts: [messages.calls.provideCorrectNumber] },
    // Handed to the desk loop: everything is locked.
    'leadFeedback.submitted': {
      texts: [T.heading, T.submitted],
      disabled: [T.submit],
      variants: [
        { when: (s) => s.context.draft.feedback === SAME_GROUP, disabled: [T.changeNumber] },
      ],
    },
  },
});
