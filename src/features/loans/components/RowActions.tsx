import type { DecisionRowsModel, LoanDecision } from '../../../../machines/loanDecision/index.ts';
import { rowActions } from '../../../../machines/loanDecision/index.ts';
import type { LoanSummary } from '../../../../machines/loanList/index.ts';

export type OnDecide = (loan: LoanSummary, decision: LoanDecision) => void;

// Native buttons styled like the ui Button: a list mounts a dozen rows per frame while it is
// flung, and the headless Button's hover/focus/press hooks on every one dropped frames (the
// loan-list benchmark shows it).
const LOOK = {
  primary:
    'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-slate-300 disabled:text-slate-600',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400',
};

/** The decisions a row offers; locked while its decision is open or in flight. */
export function RowActions({
  loan,
  decisions,
  onDecide,
}: {
  loan: LoanSummary;
  decisions: DecisionRowsModel;
  onDecide: OnDecide;
}) {
  const actions = rowActions(loan, decisions);
  if (!actions.length) return null;
  const busy = decisions.decidingLoanId === loan.id;
  return (
    <div className="flex gap-2">
      {actions.map((action) => (
        <button
          key={action.decision}
          type="button"
          disabled={action.disabled}
          aria-busy={busy || undefined}
          onClick={() => onDecide(loan, action.decision)}
          className={`rounded-md px-2 py-1 text-xs font-medium whitespace-nowrap ${LOOK[action.decision === 'reject' ? 'secondary' : 'primary']}`}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
