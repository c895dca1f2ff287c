import { createMachine } from 'xstate';
import { definePathSpec } from '../pathSpec.ts';
import { FEEDBACK_SAMPLE as SAMPLE } from './feedback.fixtures.ts';
import { type FeedbackContext, feedbackMachine } from './feedback.machine.ts';
import { isValidPaidFsNumber, isValidPromiseDate, isValidSnoozeDate } from './feedback.rules.ts';
import { feedbackShows } from './feedback.shows.ts';

/**
 * The production machine opened for one soft call on a fixed day, with no draft. The walk passes
 * no input, so the input is baked into a copy of the same definition and implementations.
 */
const walkedMachine = createMachine(
  {
    ...feedbackMachine.config,
    context: () =>
      (feedbackMachine.config.context as (args: { input: unknown }) => FeedbackContext)({
        input: { softCallId: SAMPLE.softCallId, today: SAMPLE.today, draft: null },
      }),
  },
  feedbackMachine.implementations as never,
) as unknown as typeof feedbackMachine;

type Context = FeedbackContext;

const kindOf = (value: string | null, valid: boolean) =>
  value === null || value === '' ? 'empty' : valid ? 'valid' : 'invalid';

/** The shown value each change event would replace: a browser fires no change for the same value. */
function currentValue(context: Context, type: string): string | null | undefined {
  const { draft, dialog } = context;
  switch (type) {
    case 'contact.change':
      return draft.feedback;
    case 'traceability.change':
      return draft.traceability;
    case 'cooperation.change':
      return draft.cooperation_level;
    case 'payment.change':
      return dialog?.payment ?? draft.payment;
    case 'comment.change':
      return draft.comment;
    case 'snooze.change':
      return draft.snooze_date ?? '';
    case 'number.change':
    case 'promiseDate.change':
      return dialog?.value;
    default:
      return undefined;
  }
}

export const feedbackPaths = definePathSpec({
  machine: walkedMachine,
  shows: feedbackShows as never,
  events: [
    { type: 'contact.change', value: 'contactable' },
    { type: 'contact.change', value: 'non_contactable' },
    { type: 'contact.change', value: 'contactable_via_others' },
    { type: 'traceability.change', value: 'CON' },
    { type: 'traceability.change', value: 'NC' },
    { type: 'cooperation.change', value: 'cooperative' },
    { type: 'cooperation.change', value: 'non_cooperative' },
    { type: 'payment.change', value: 'paid' },
    { type: 'payment.change', value: 'paid_to_fs' },
    { type: 'payment.change', value: 'promise_to_pay' },
    { type: 'payment.edit' },
    { type: 'number.change', value: SAMPLE.number },
    { type: 'number.change', value: SAMPLE.shortNumber },
    { type: 'number.change', value: SAMPLE.lettersNumber },
    { type: 'promiseDate.change', value: SAMPLE.today },
    { type: 'promiseDate.change', value: SAMPLE.lastPromiseDate },
    { type: 'promiseDate.change', value: SAMPLE.tooLateDate },
    { type: 'promiseDate.change', value: SAMPLE.yesterday },
    { type: 'promiseDate.change', value: '' },
    { type: 'dialog.confirm' },
    { type: 'dialog.cancel' },
    { type: 'snooze.change', value: SAMPLE.snoozeDate },
    { type: 'snooze.change', value: SAMPLE.yesterday },
    { type: 'snooze.change', value: '' },
    { type: 'comment.change', value: SAMPLE.comment },
    { type: 'feedback.submit' },
  ],
  // Guards read only these: which choice, and whether each kept value passes its rule.
  stateKey: (snapshot) => {
    const { draft, dialog, today } = snapshot.context;
    return {
      value: snapshot.value,
      contact: draft.feedback,
      traced: draft.traceability !== null,
      cooperation: draft.cooperation_level,
      payment: draft.payment,
      number: kindOf(draft.payment_paid_fs, isValidPaidFsNumber(draft.payment_paid_fs)),
      promise: kindOf(
        draft.payment_promise_date,
        isValidPromiseDate(draft.payment_promise_date, today),
      ),
      snooze: kindOf(draft.snooze_date, isValidSnoozeDate(draft.snooze_date, today)),
      // The value itself, not its kind: every refused value is walked up to its message.
      dialog: dialog && { payment: dialog.payment, value: dialog.value },
    };
  },
  filterEvents: (snapshot, event) => {
    const current = currentValue(snapshot.context, event.type);
    return current === undefined || current !== event.value;
  },
  describeEvent: (event) => {
    switch (event.type) {
      case 'contact.change':
        return `choose contact "${event.value}"`;
      case 'traceability.change':
        return `choose traceability "${event.value}"`;
      case 'cooperation.change':
        return `choose cooperation "${event.value}"`;
      case 'payment.change':
        return `choose payment "${event.value}"`;
      case 'payment.edit':
        return "press 'Change' beside the payment's number or date";
      case 'number.change':
        return `type the number "${event.value}"`;
      case 'promiseDate.change':
        return event.value ? `pick the promise date ${event.value}` : 'clear the promise date';
      case 'snooze.change':
        return event.value ? `set the snooze date ${event.value}` : 'clear the snooze date';
      case 'comment.change':
        return `type the comment "${event.value}"`;
      case 'dialog.confirm':
        return "press the dialog's OK";
      case 'dialog.cancel':
        return "press the dialog's Cancel";
      case 'feedback.submit':
        return 'press Submit';
      default:
        return undefined;
    }
  },
});
