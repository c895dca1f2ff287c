import type { SnapshotFrom } from 'xstate';
import { formatRupees } from '../../src/domain/format.ts';
import { statusLabel } from '../../src/domain/loans.ts';
import { messages } from '../../src/domain/messages.ts';
import { defineShows, type ShowsState } from '../shared/shows.ts';
import { loanDecisionMachine } from './loanDecision.machine.ts';
import { DECISION_TEXTS as T } from './loanDecision.texts.ts';

type Snapshot = SnapshotFrom<typeof loanDecisionMachine>;

const { confirm: CONFIRM, retry: RETRY, cancel: CANCEL } = T.dialog;

/** The dialog, titled by the decision and the loan: the loan's facts, and the comment field. */
const dialog: ShowsState<Snapshot> = {
  dialogs: (s) => [T.title(s.context.decision!, s.context.loan!.id)],
  texts: [T.dialog.comment],
  variants: [
    {
      when: (s) => s.context.loan !== null,
      texts: ({ context: { loan } }) => [
        loan!.leader.name,
        formatRupees(loan!.amount),
        statusLabel(loan!.status),
      ],
    },
  ],
};

/**
 * What the user sees of a decision on a loan list (ARCHITECTURE §4): the confirmation dialog
 * over the list (which hides the rows' buttons), and once a decision went through, what the loan
 * is now. The rows' own decision buttons are the loan list's: they depend on each row's loan.
 */
export const loanDecisionShows = defineShows({
  machine: loanDecisionMachine,
  vocabulary: [T.dialog.comment],
  controls: {
    [CONFIRM]: [{ type: 'decision.confirm' }],
    [RETRY]: [{ type: 'decision.retry' }],
    [CANCEL]: [{ type: 'decision.cancel' }],
  },
  states: {
    'loanDecision.closed': {},
    'loanDecision.closed.idle': {},
    'loanDecision.closed.done': {
      texts: (s) => [T.decided(s.context.decided!.id, statusLabel(s.context.decided!.status))],
    },
    'loanDecision.confirming': { ...dialog, enabled: [CONFIRM, CANCEL] },
    // In flight: nothing can be changed or dismissed.
    'loanDecision.deciding': { ...dialog, disabled: [CONFIRM, CANCEL] },
    // The server's words; the comment is kept for another try.
    'loanDecision.failed': {
      ...dialog,
      enabled: [RETRY, CANCEL],
      variants: [
        ...(dialog.variants ?? []),
        {
          when: (s) => s.context.error !== null,
          texts: (s) => [messages.loans.decisionError(s.context.error!)],
        },
      ],
    },
  },
});
