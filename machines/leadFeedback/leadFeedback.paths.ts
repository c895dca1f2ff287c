import { withInput } from '../callActions/withInput.ts';
import { definePathSpec } from '../pathSpec.ts';
import { LEAD_FEEDBACK_SAMPLE as SAMPLE } from './leadFeedback.fixtures.ts';
import { leadFeedbackMachine } from './leadFeedback.machine.ts';
import { isValidLeaderNumber } from './leadFeedback.rules.ts';
import { leadFeedbackShows } from './leadFeedback.shows.ts';

type Snapshot = ReturnType<typeof leadFeedbackMachine.transition>;

/** The shown value each change event would replace: a browser fires no change for the same value. */
function currentValue(snapshot: Snapshot, type: string): string | null | undefined {
  const { draft, dialog } = snapshot.context;
  switch (type) {
    case 'feedback.change':
      return snapshot.matches({ editing: 'numberDialog' })
        ? 'will_continue_same_group'
        : draft.feedback;
    case 'comment.change':
      return draft.comment;
    case 'number.change':
      return dialog?.value;
    default:
      return undefined;
  }
}

const events = [
  { type: 'feedback.change', value: 'will_create_new_group' },
  { type: 'feedback.change', value: 'will_continue_same_group' },
  { type: 'feedback.change', value: 'customer_said_callback' },
  { type: 'number.edit' },
  { type: 'number.change', value: SAMPLE.number },
  { type: 'number.change', value: SAMPLE.otherNumber },
  { type: 'number.change', value: SAMPLE.shortNumber },
  { type: 'number.change', value: SAMPLE.lettersNumber },
  { type: 'dialog.confirm' },
  { type: 'dialog.cancel' },
  { type: 'comment.change', value: SAMPLE.comment },
  { type: 'feedback.submit' },
] as const;

const fromEmpty = definePathSpec({
  machine: withInput(leadFeedbackMachine, {
    softCallId: SAMPLE.softCallId,
    today: SAMPLE.today,
    draft: null,
  }),
  shows: leadFeedbackShows as never,
  events,
  // Guards read only these: the choice, whether the number passes, and the dialog's value.
  stateKey: (snapshot) => {
    const { draft, dialog } = snapshot.context;
    return {
      value: snapshot.value,
      feedback: draft.feedback,
      number: draft.group_leader_number,
      commented: draft.comment !== '',
      dialog: dialog?.value ?? null,
      valid: dialog ? isValidLeaderNumber(dialog.value) : null,
    };
  },
  filterEvents: (snapshot, event) => {
    const current = currentValue(snapshot, event.type);
    return current === undefined || current !== event.value;
  },
  describeEvent: (event) => {
    switch (event.type) {
      case 'feedback.change':
        return `choose "${event.value}"`;
      case 'number.edit':
        return "press 'Change' beside the group leader's number";
      case 'number.change':
        return `type the number "${event.value}"`;
      case 'comment.change':
        return `type the comment "${event.value}"`;
      case 'dialog.confirm':
        return "press the dialog's Ok";
      case 'dialog.cancel':
        return "press the dialog's Cancel";
      case 'feedback.submit':
        return 'press Submit';
      default:
        return undefined;
    }
  },
});

/** A kept draft of will_continue_same_group whose number was lost (an old or edited store). */
export const NUMBERLESS_DRAFT = { feedback: 'will_continue_same_group', comment: '' } as const;

/** From an empty form, and again from a kept draft whose number was lost. */
export const leadFeedbackPaths = definePathSpec({
  ...fromEmpty,
  alsoWalk: [
    {
      ...fromEmpty,
      machine: withInput(leadFeedbackMachine, {
        softCallId: SAMPLE.softCallId,
        today: SAMPLE.today,
        draft: NUMBERLESS_DRAFT,
      }),
    },
  ],
});
