import { type AnyEventObject, createMachine } from 'xstate';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { sampleLoan } from '../loanList/loanList.fixtures.ts';
import type { LoanSummary } from '../loanList/loanList.types.ts';
import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { type LoanDecisionContext, loanDecisionMachine } from './loanDecision.machine.ts';
import { type LoanDecision, nextStatus } from './loanDecision.rules.ts';
import { loanDecisionShows } from './loanDecision.shows.ts';
import { DECISION_TEXTS } from './loanDecision.texts.ts';

const decidedAs = (loan: LoanSummary, decision: LoanDecision): LoanSummary => ({
  ...loan,
  status: nextStatus(decision, loan.status) ?? loan.status,
});

const review = sampleLoan(1);
const approved = sampleLoan(2);
const ready = sampleLoan(3);

/** The walk's user may take every decision; its loans are one per decision step. */
export const DECISION_SAMPLE = {
  flags: roleFlagsOf('is_credit_manager', 'is_disbursal_manager'),
  /** What the list shows: one loan per status the decisions start from, and one past them. */
  loans: [review, approved, ready, sampleLoan(4)],
  review,
  approved,
  ready,
  comment: 'Documents verified',
  refused: 'Cannot approve a loan in status loan_approved',
  forbidden: 'Only credit, disbursal and admin staff may decide loans',
  decidedAs,
} as const;

/**
 * The production machine started for that user. The walk passes no input, so the input is
 * baked into a copy of the same definition and implementations.
 */
const walkedMachine = createMachine(
  {
    ...loanDecisionMachine.config,
    context: () =>
      (loanDecisionMachine.config.context as (args: { input: unknown }) => LoanDecisionContext)({
        input: { flags: DECISION_SAMPLE.flags },
      }),
  },
  loanDecisionMachine.implementations as never,
) as unknown as typeof loanDecisionMachine;

const choose = (loan: LoanSummary, decision: LoanDecision) =>
  ({ type: 'decision.choose', loan, decision }) as const;

const afterApproval = decidedAs(review, 'approve');

export const DECISION_EVENTS = {
  approve: choose(review, 'approve'),
  reject: choose(review, 'reject'),
  readyForDisbursal: choose(approved, 'ready_for_disbursal'),
  disburse: choose(ready, 'disburse'),
  rejectApproved: choose(afterApproval, 'reject'),
  refused: errorEvent('decideLoan', serviceError(DECISION_SAMPLE.refused, 400)),
  forbidden: errorEvent('decideLoan', serviceError(DECISION_SAMPLE.forbidden, 403)),
} as const;

const DONE = 'xstate.done.actor.decideLoan';
const realComment = onlyRealChanges({ 'comment.change': ['comment', 'value'] });

/** A row offers the loan as it is now: a loan decided here shows its new version only. */
function showsCurrentRow(context: LoanDecisionContext, loan: LoanSummary): boolean {
  const takenIds = context.taken.map((key) => Number(key.split(':')[0]));
  if (takenIds.includes(loan.id)) {
    return context.decided?.id === loan.id && context.decided.status === loan.status;
  }
  return DECISION_SAMPLE.loans.some((row) => row.id === loan.id && row.status === loan.status);
}

export const loanDecisionPaths = definePathSpec({
  machine: walkedMachine,
  shows: loanDecisionShows as never,
  events: [
    DECISION_EVENTS.approve,
    DECISION_EVENTS.reject,
    DECISION_EVENTS.readyForDisbursal,
    DECISION_EVENTS.disburse,
    DECISION_EVENTS.rejectApproved,
    { type: 'comment.change', value: DECISION_SAMPLE.comment },
    { type: 'comment.change', value: '' },
    { type: 'decision.confirm' },
    { type: 'decision.retry' },
    { type: 'decision.cancel' },
    doneEvent('decideLoan', afterApproval),
    doneEvent('decideLoan', decidedAs(review, 'reject')),
    doneEvent('decideLoan', decidedAs(approved, 'ready_for_disbursal')),
    doneEvent('decideLoan', decidedAs(ready, 'disburse')),
    doneEvent('decideLoan', decidedAs(afterApproval, 'reject')),
    DECISION_EVENTS.refused,
    DECISION_EVENTS.forbidden,
  ],
  filterEvents: (snapshot, event: AnyEventObject) => {
    const { context } = snapshot;
    if (event.type === 'decision.choose') {
      // Two decisions in a row say all there is to say; more only multiply the paths.
      return context.taken.length < 2 && showsCurrentRow(context, event.loan);
    }
    if (event.type === DONE) {
      // The server answers with the loan in the dialog, moved by the decision taken.
      const { loan, decision } = context;
      const output = event.output as LoanSummary;
      return (
        loan !== null &&
        decision !== null &&
        output.id === loan.id &&
        output.status === nextStatus(decision, loan.status)
      );
    }
    return realComment(snapshot, event);
  },
  stateKey: (snapshot) => ({
    value: snapshot.value,
    loan: snapshot.context.loan?.id ?? null,
    decision: snapshot.context.decision,
    comment: snapshot.context.comment !== '',
    taken: [...snapshot.context.taken].sort(),
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'decision.choose':
        return `press ${DECISION_TEXTS.labels[event.decision as LoanDecision]} on loan ${event.loan.id} (${event.loan.status})`;
      case 'comment.change':
        return event.value ? `type the comment "${event.value}"` : 'clear the comment';
      case 'decision.confirm':
        return 'press Confirm';
      case 'decision.retry':
        return 'press Retry';
      case 'decision.cancel':
        return 'press Cancel';
      case DONE:
        return `the server answers loan ${event.output.id} now ${event.output.status}`;
      case DECISION_EVENTS.refused.type:
        return `the server refuses: ${event.error.status} "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
