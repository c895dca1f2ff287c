import { messages } from '../../src/domain/messages.ts';
import { defineShows } from '../shared/shows.ts';
import { supportFeedbackMachine } from './supportFeedback.machine.ts';
import { SUPPORT_FEEDBACK_TEXTS as T } from './supportFeedback.texts.ts';

/**
 * What the agent sees in each state of the support feedback form (ARCHITECTURE §4). The radio
 * groups and the comment are always there; Submit is usable until the feedback is handed over,
 * and a refused Submit says which rule is unmet.
 */
export const supportFeedbackShows = defineShows({
  machine: supportFeedbackMachine,
  vocabulary: [T.heading, messages.calls.giveFeedback, messages.calls.markTypeOfTask, T.submitted],
  controls: {
    [T.submit]: [{ type: 'feedback.submit' }],
  },
  states: {
    'supportFeedback.editing': { texts: [T.heading], enabled: [T.submit] },
    'supportFeedback.editing.form': {},
    'supportFeedback.editing.needsFeedback': { texts: [messages.calls.giveFeedback] },
    'supportFeedback.editing.needsTaskType': { texts: [messages.calls.markTypeOfTask] },
    // Handed to the desk loop: everything is locked.
    'supportFeedback.submitted': { texts: [T.heading, T.submitted], disabled: [T.submit] },
  },
});
