import { assign, setup } from 'xstate';
import { unprovided } from '../shared/calls.ts';
import {
  type Decision,
  isComplete,
  isDecision,
  type PenaltyBody,
  type PenaltyFields,
  penaltyBody,
  stripLeadingZeros,
} from './penalty.rules.ts';

export type PenaltyContext = PenaltyFields & {
  username: string;
  /** The decision of the last submission that succeeded (its success text). */
  submitted: Decision | null;
};

export type PenaltyEvent =
  | { type: 'decision.change'; value: string }
  | { type: 'amount.change'; value: string }
  | { type: 'datetime.change'; value: string }
  | { type: 'comment.change'; value: string }
  | { type: 'penalty.apply' };

export type PenaltyInput = { username: string };

/** A field typed in: back to the form, touched (a success or failure text goes). */
const FIELD_CHANGES = {
  'decision.change': { target: '#penalty.editing.touched', actions: 'assignField' },
  'amount.change': { target: '#penalty.editing.touched', actions: 'assignField' },
  'datetime.change': { target: '#penalty.editing.touched', actions: 'assignField' },
  'comment.change': { target: '#penalty.editing.touched', actions: 'assignField' },
} as const;

const EMPTY: PenaltyFields = { decision: 'penalty', amount: '', datetime: '', comment: '' };

/**
 * The reward/penalty form (spec part 2 §2, §3, §5, §8): Apply only with an amount above 0
 * (leading zeros stripped), a comment and a date, else 'Please fill all the fields correctly!';
 * sent once; success says so and clears the form, a failure keeps it for another try. The form
 * says what is missing only once a field was touched: an empty form is not a mistake.
 */
export const penaltyMachine = setup({
  types: {
    input: {} as PenaltyInput,
    context: {} as PenaltyContext,
    events: {} as PenaltyEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    applyPenalty: unprovided<{ msg: string }, PenaltyBody>('applyPenalty'),
  },
  guards: {
    isComplete: ({ context }) => isComplete(context),
  },
  actions: {
    assignField: assign(({ context, event }) => {
      switch (event.type) {
        case 'decision.change':
          return { decision: isDecision(event.value) ? event.value : context.decision };
        case 'amount.change':
          return { amount: stripLeadingZeros(event.value) };
        case 'datetime.change':
          return { datetime: event.value };
        case 'comment.change':
          return { comment: event.value };
        default:
          return {};
      }
    }),
  },
}).createMachine({
  id: 'penalty',
  context: ({ input }) => ({ username: input.username, ...EMPTY, submitted: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'the form; Apply only when complete',
      initial: 'pristine',
      on: { ...FIELD_CHANGES, 'penalty.apply': { guard: 'isComplete', target: 'submitting' } },
      states: {
        pristine: { description: 'nothing typed yet: no hint' },
        touched: { description: "incomplete: 'Please fill all the fields correctly!'" },
      },
    },
    // The fields are locked while the call is in flight.
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'applyPenalty',
        src: 'applyPenalty',
        input: ({ context }) => penaltyBody(context.username, context),
        onDone: {
          target: 'submitted',
          actions: assign(({ context }) => ({ ...EMPTY, submitted: context.decision })),
        },
        onError: { target: 'failed' },
      },
    },
    submitted: {
      description: 'Penalty (or reward) submitted successfully; the form empty, no hint',
      on: FIELD_CHANGES,
    },
    failed: {
      description: "'There is some error! Please try Again'; the values kept",
      tags: 'error',
      on: { ...FIELD_CHANGES, 'penalty.apply': { guard: 'isComplete', target: 'submitting' } },
    },
  },
});
