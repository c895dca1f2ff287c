import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { penaltyMachine } from './penalty.machine.ts';
import { isComplete } from './penalty.rules.ts';
import { penaltyShows } from './penalty.shows.ts';

export const PENALTY_SAMPLE = {
  username: '8157415868',
  amount: '0050',
  datetime: '2026-11-24T10:30',
  comment: 'Late deposit of group EMI',
} as const;

export const penaltyPaths = definePathSpec({
  machine: withInput(penaltyMachine, { username: PENALTY_SAMPLE.username }),
  shows: penaltyShows as never,
  events: [
    { type: 'decision.change', value: 'reward' },
    { type: 'decision.change', value: 'penalty' },
    { type: 'amount.change', value: PENALTY_SAMPLE.amount },
    { type: 'amount.change', value: '0' },
    { type: 'datetime.change', value: PENALTY_SAMPLE.datetime },
    { type: 'datetime.change', value: '' },
    { type: 'comment.change', value: PENALTY_SAMPLE.comment },
    { type: 'comment.change', value: '' },
    { type: 'penalty.apply' },
    doneEvent('applyPenalty', { msg: 'Penalty submitted successfully' }),
    errorEvent('applyPenalty', serviceError('There is some error! Please try Again', 500)),
  ],
  // A field fires no change for the value it already shows.
  filterEvents: (snapshot, event) => {
    const c = snapshot.context;
    switch (event.type) {
      case 'decision.change':
        return c.decision !== event.value;
      case 'amount.change':
        return c.amount !== event.value.replace(/^0+(?=\d)/, '');
      case 'datetime.change':
        return c.datetime !== event.value;
      case 'comment.change':
        return c.comment !== event.value;
      default:
        return true;
    }
  },
  stateKey: (snapshot) => ({
    value: snapshot.value,
    decision: snapshot.context.decision,
    amount: snapshot.context.amount,
    date: snapshot.context.datetime !== '',
    comment: snapshot.context.comment !== '',
    complete: isComplete(snapshot.context),
    submitted: snapshot.context.submitted,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'decision.change':
        return `choose ${event.value}`;
      case 'amount.change':
        return `type the amount "${event.value}"`;
      case 'datetime.change':
        return `pick ${event.value}`;
      case 'comment.change':
        return event.value ? `type the comment "${event.value}"` : 'clear the comment';
      case 'penalty.apply':
        return "press 'Apply'";
      case 'xstate.done.actor.applyPenalty':
        return 'the server accepts it';
      case 'xstate.error.actor.applyPenalty':
        return 'the server fails';
      default:
        return undefined;
    }
  },
});
