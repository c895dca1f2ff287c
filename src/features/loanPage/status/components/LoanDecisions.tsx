import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import {
  connectDecisionDialog,
  connectDecisionRows,
  type LoanDecisionActors,
  loanDecisionMachine,
  rowActions,
} from '../../../../../machines/loanDecision/index.ts';
import type { RoleFlags } from '../../../../domain/access/roles.ts';
import type { LoanRecord } from '../../../../domain/loanPage.ts';
import { Button } from '../../../../ui/Button.tsx';
import { DecisionDialog } from '../../../loans/index.ts';
import { loanSummaryOf } from '../loanSummary.ts';
import { STATUS_TEXTS as T } from '../statusTexts.ts';

export type LoanDecisionsProps = {
  loan: LoanRecord;
  flags: RoleFlags;
  decideLoan: LoanDecisionActors['decideLoan'];
  /** The loan changed (a decision went through): the page reads it again. */
  onDecided: () => void;
};

/**
 * The decisions this loan's status and the user's role allow, through the loan lists' decision
 * flow (rule table openapi/rules/loan-decisions.json, the same confirmation dialog).
 */
export function LoanDecisions({ loan, flags, decideLoan, onDecided }: LoanDecisionsProps) {
  const [logic] = useState(() => loanDecisionMachine.provide({ actors: { decideLoan } }));
  const actor = useActorRef(logic, { input: { flags } });
  const rows = useSelector(actor, (s) => connectDecisionRows(s, actor.send), shallowEqual);
  const dialog = useSelector(actor, (s) => connectDecisionDialog(s, actor.send), shallowEqual);
  useEffect(() => {
    const subscription = actor.on('loan.decided', () => onDecided());
    return () => subscription.unsubscribe();
  }, [actor, onDecided]);
  const summary = loanSummaryOf(loan);
  const actions = rowActions(summary, rows);
  return (
    <section aria-label={T.decisions} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900">{T.decisions}</h3>
      {actions.length ? (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action.decision}
              variant={action.decision === 'reject' ? 'secondary' : 'primary'}
              disabled={action.disabled}
              onClick={() => rows.onDecide(summary, action.decision)}
            >
              {action.label}
            </Button>
          ))}
        </div>
      ) : (
        <p className="text-sm text-slate-600">{T.noDecisions}</p>
      )}
      {dialog.notice ? (
        <p role="status" className="text-sm text-green-800">
          {dialog.notice}
        </p>
      ) : null}
      <DecisionDialog view={dialog} />
    </section>
  );
}
