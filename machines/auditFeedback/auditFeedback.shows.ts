import { defineShows } from '../shared/shows.ts';
import { auditFeedbackMachine } from './auditFeedback.machine.ts';
import { AUDIT_FEEDBACK_TEXTS as T } from './auditFeedback.texts.ts';

/**
 * What the auditor sees in each state of the audit feedback form: Submit is always there while
 * editing (it says what is missing when pressed too early); once handed over, all is locked.
 */
export const auditFeedbackShows = defineShows({
  machine: auditFeedbackMachine,
  vocabulary: [T.giveFeedback, T.submitted],
  controls: { [T.submit]: [{ type: 'feedback.submit' }] },
  states: {
    'auditFeedback.editing': { texts: [T.heading], enabled: [T.submit] },
    'auditFeedback.editing.form': {},
    'auditFeedback.editing.incomplete': { texts: [T.giveFeedback] },
    'auditFeedback.submitted': { texts: [T.heading, T.submitted], disabled: [T.submit] },
  },
});
