import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { canUseCustomerActions } from '../../../domain/access/customerPage.ts';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import { ActionButtons } from '../actions/ActionButtons.tsx';
import { actionQueries } from '../actions/actionQueries.ts';
import { ACTIONS_TEXTS as T } from '../actions/actionsTexts.ts';
import { EarlyPaySection } from '../actions/EarlyPaySection.tsx';
import type { CustomerTabProps } from '../customerTypes.ts';

const never = () => false;

/**
 * The Actions tab (spec part 1 §2): Early-Pay Amount, Download CRIF, Update Call Details. There
 * is no recovery page in the app yet, so 'Update Recovery Details' is not offered. Lender
 * read-only users see every action disabled, with the reason.
 */
export function ActionsTab({ queries, username, flags }: CustomerTabProps) {
  const calls = actionQueries(queries, username);
  const loans = useQuery(calls.loans);
  const [, navigate] = useLocation();
  const reason = canUseCustomerActions(flags) ? null : T.readOnly;
  return (
    <div className="flex flex-col gap-6">
      {reason ? (
        <p role="note" className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm">
          {reason}
        </p>
      ) : null}
      <ActionButtons calls={calls} navigate={navigate} disabledReason={reason} />
      <QueryPanel
        query={loans}
        errorText={T.loansFailed}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loadingLoans} lines={2} />}
        isEmpty={never}
      >
        {(data) => (
          <EarlyPaySection
            username={username}
            loans={data.results}
            calls={calls}
            disabledReason={reason}
          />
        )}
      </QueryPanel>
    </div>
  );
}
