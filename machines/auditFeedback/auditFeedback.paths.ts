import { withInput } from '../callActions/withInput.ts';
import { definePathSpec } from '../pathSpec.ts';
import { AUDIT_FEEDBACK_SAMPLE as SAMPLE } from './auditFeedback.fixtures.ts';
import { type AuditFeedbackContext, auditFeedbackMachine } from './auditFeedback.machine.ts';
import { auditFeedbackShows } from './auditFeedback.shows.ts';

/** The shown value each change event would replace: a browser fires no change for the same value. */
function currentValue(context: AuditFeedbackContext, type: string): string | null | undefined {
  switch (type) {
    case 'traceability.change':
      return context.draft.traceability;
    case 'payment.change':
      return context.draft.payment;
    case 'comment.change':
      return context.draft.comment;
    default:
      return undefined;
  }
}

/** The production machine opened for one case on a fixed day, with no draft. */
export const auditFeedbackPaths = definePathSpec({
  machine: withInput(auditFeedbackMachine, {
    softCallId: SAMPLE.softCallId,
    today: SAMPLE.today,
    draft: null,
  }),
  shows: auditFeedbackShows as never,
  events: [
    { type: 'traceability.change', value: 'CON' },
    { type: 'traceability.change', value: 'NC' },
    { type: 'traceability.change', value: 'RNR' },
    { type: 'payment.change', value: 'DONE' },
    { type: 'payment.change', value: 'DUE' },
    { type: 'comment.change', value: SAMPLE.comment },
    { type: 'comment.change', value: SAMPLE.blankComment },
    { type: 'feedback.submit' },
  ],
  // Guards read only whether each part is given.
  stateKey: (snapshot) => {
    const { draft } = snapshot.context;
    return {
      value: snapshot.value,
      traceability: draft.traceability,
      payment: draft.payment,
      comment: draft.comment === '' ? 'empty' : draft.comment.trim() === '' ? 'blank' : 'given',
    };
  },
  filterEvents: (snapshot, event) => {
    const current = currentValue(snapshot.context, event.type);
    return current === undefined || current !== event.value;
  },
  describeEvent: (event) => {
    switch (event.type) {
      case 'traceability.change':
        return `choose traceability "${event.value}"`;
      case 'payment.change':
        return `choose payment "${event.value}"`;
      case 'comment.change':
        return event.value.trim() ? `type the comment "${event.value}"` : 'type only spaces';
      case 'feedback.submit':
        return 'press Submit';
      default:
        return undefined;
    }
  },
});
