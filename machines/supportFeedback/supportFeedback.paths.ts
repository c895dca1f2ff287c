import { createMachine } from 'xstate';
import { definePathSpec } from '../pathSpec.ts';
import { SUPPORT_FEEDBACK_SAMPLE as SAMPLE } from './supportFeedback.fixtures.ts';
import { type SupportFeedbackContext, supportFeedbackMachine } from './supportFeedback.machine.ts';
import { supportFeedbackShows } from './supportFeedback.shows.ts';

/**
 * The production machine opened for one support call with no draft. The walk passes no input,
 * so the input is baked into a copy of the same definition and implementations.
 */
const walkedMachine = createMachine(
  {
    ...supportFeedbackMachine.config,
    context: () =>
      (
        supportFeedbackMachine.config.context as (args: {
          input: unknown;
        }) => SupportFeedbackContext
      )({ input: { softCallId: SAMPLE.softCallId, today: SAMPLE.today, draft: null } }),
  },
  supportFeedbackMachine.implementations as never,
) as unknown as typeof supportFeedbackMachine;

/** The shown value each change event would replace: a browser fires no change for the same value. */
function currentValue(context: SupportFeedbackContext, type: string): string | null | undefined {
  const { draft } = context;
  switch (type) {
    case 'traceability.change':
      return draft.traceability;
    case 'taskType.change':
      return draft.type_of_task;
    case 'comment.change':
      return draft.comment;
    default:
      return undefined;
  }
}

const commentKind = (comment: string) =>
  comment === '' ? 'empty' : comment.trim() === '' ? 'blank' : 'typed';

export const supportFeedbackPaths = definePathSpec({
  machine: walkedMachine,
  shows: supportFeedbackShows as never,
  events: [
    { type: 'traceability.change', value: 'CON' },
    { type: 'traceability.change', value: 'NC' },
    { type: 'traceability.change', value: 'RNR' },
    { type: 'taskType.change', value: 'DISBURSAL' },
    { type: 'taskType.change', value: 'WRONG_CREDIT_BUREAU' },
    { type: 'comment.change', value: SAMPLE.comment },
    { type: 'comment.change', value: SAMPLE.blankComment },
    { type: 'comment.change', value: '' },
    { type: 'feedback.submit' },
  ],
  // Guards read only these: the traceability, whether a task type is set, and the comment's kind.
  stateKey: (snapshot) => {
    const { draft } = snapshot.context;
    return {
      value: snapshot.value,
      traceability: draft.traceability,
      task: draft.type_of_task,
      comment: commentKind(draft.comment),
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
      case 'taskType.change':
        return `choose type of task "${event.value}"`;
      case 'comment.change':
        return event.value === ''
          ? 'clear the comment'
          : event.value.trim()
            ? `type the comment "${event.value}"`
            : 'type only spaces as the comment';
      case 'feedback.submit':
        return 'press Submit';
      default:
        return undefined;
    }
  },
});
