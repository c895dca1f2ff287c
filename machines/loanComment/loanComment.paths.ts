import { withInput } from '../callActions/withInput.ts';
import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { loanCommentMachine } from './loanComment.machine.ts';
import { loanValue } from './loanComment.rules.ts';
import { loanCommentShows } from './loanComment.shows.ts';

/** A recovery case of the showcase customer: two loans to comment on. */
export const LOAN_COMMENT_SAMPLE = {
  kind: 'recovery',
  username: '8157415868',
  loanIds: [41, 12],
  comment: 'Promised to pay on Friday after salary',
  blank: '   ',
  refused: '8157415868 holds no share of loan 41',
  forbidden: 'You do not work this desk',
  answer: { message: 'Comment added successfully' },
} as const;

const S = LOAN_COMMENT_SAMPLE;
const realChange = onlyRealChanges({ 'comment.change': ['text', 'value'] });

export const loanCommentPaths = definePathSpec({
  machine: withInput(loanCommentMachine, {
    kind: S.kind,
    username: S.username,
    loanIds: S.loanIds,
  }),
  shows: loanCommentShows as never,
  events: [
    { type: 'loan.change', value: '41' },
    { type: 'loan.change', value: '' },
    { type: 'comment.change', value: S.comment },
    { type: 'comment.change', value: S.blank },
    { type: 'comment.add' },
    { type: 'comment.retry' },
    doneEvent('addLoanComment', S.answer),
    errorEvent('addLoanComment', serviceError(S.forbidden, 403)),
    errorEvent('addLoanComment', serviceError(S.refused, 400)),
  ],
  // A picker fires no change for the loan it shows, a field none for the text it holds.
  filterEvents: (snapshot, event) =>
    realChange(snapshot, event) &&
    (event.type !== 'loan.change' || loanValue(snapshot.context.loanId) !== event.value),
  stateKey: (snapshot) => ({
    value: snapshot.value,
    loan: snapshot.context.loanId,
    text: snapshot.context.text,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'loan.change':
        return event.value ? `pick loan ${event.value}` : 'pick no loan';
      case 'comment.change':
        return event.value.trim() ? `write "${event.value}"` : 'write only spaces';
      case 'comment.add':
        return "press 'Add'";
      case 'comment.retry':
        return "press 'Retry'";
      case 'xstate.done.actor.addLoanComment':
        return 'the server stores the comment';
      case 'xstate.error.actor.addLoanComment':
        return `the server refuses (${event.error.status}): "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
