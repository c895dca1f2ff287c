import { useQuery } from '@tanstack/react-query';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import type { CustomerTabProps } from '../customerTypes.ts';
import { LoanHistoryPanel } from '../loanHistory/LoanHistoryPanel.tsx';
import { ACH_COLUMNS, loanColumns } from './loanColumns.tsx';
import { loanTabQueries } from './loanQueries.ts';
import { ACH_PROVIDERS, debitTone, loanTone } from './loanRules.ts';
import { LOAN_TEXTS as T } from './loanTexts.ts';
import type { AchProvider } from './loanTypes.ts';
import { RecordsTable } from './RecordsTable.tsx';

function AchDebitsPanel({
  provider,
  queries,
  username,
}: CustomerTabProps & { provider: AchProvider }) {
  const debits = useQuery(loanTabQueries(queries, username).achDebits(provider));
  const name = T.providers[provider];
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold text-slate-800">{T.achDebits(name)}</h3>
      <QueryPanel
        query={debits}
        errorText={T.failed}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loadingAchDebits(name)} lines={3} />}
        isEmpty={(answer) => answer.results.length === 0}
      >
        {(answer) => (
          <RecordsTable
            caption={T.achDebits(name)}
            columns={ACH_COLUMNS}
            rows={answer.results}
            rowKey={(d) => d.ach_debit_id}
            tone={debitTone}
            height="max-h-[350px]"
          />
        )}
      </QueryPanel>
    </div>
  );
}

/** The customer's loans, as of the version picked. */
function LoansPanel({ queries, username, historyDate, flags }: CustomerTabProps) {
  const loans = useQuery(loanTabQueries(queries, username).loans(historyDate));
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold text-slate-800">{T.loans}</h3>
      <QueryPanel
        query={loans}
        errorText={T.loansFailed}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loadingLoans} lines={4} />}
        isEmpty={(answer) => answer.results.length === 0}
      >
        {(answer) => (
          <RecordsTable
            caption={T.loans}
            columns={loanColumns(flags)}
            rows={answer.results}
            rowKey={(l) => l.id}
            tone={loanTone}
            height="max-h-[370px]"
          />
        )}
      </QueryPanel>
    </div>
  );
}

/** Self Loans: the ACH debits of each provider, the loans, then their history and contacts. */
export function SelfLoans(props: CustomerTabProps) {
  return (
    <div className="flex flex-col gap-4">
      {ACH_PROVIDERS.map((provider) => (
        <AchDebitsPanel key={provider} {...props} provider={provider} />
      ))}
      <LoansPanel {...props} />
      <LoanHistoryPanel {...props} />
    </div>
  );
}
