import { useQuery } from '@tanstack/react-query';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import type { CustomerTabProps } from '../customerTypes.ts';
import { deletedColumns } from './loanColumns.tsx';
import { loanTabQueries } from './loanQueries.ts';
import { LOAN_TEXTS as T } from './loanTexts.ts';
import { RecordsTable } from './RecordsTable.tsx';

/** Deleted Loanshares: the shares staff removed from the customer's loans, newest first. */
export function DeletedLoanshares({ queries, username, flags }: CustomerTabProps) {
  const deleted = useQuery(loanTabQueries(queries, username).deletedLoanshares);
  return (
    <QueryPanel
      query={deleted}
      errorText={T.failed}
      retryLabel={T.retry}
      skeleton={<ListSkeleton label={T.loadingDeleted} lines={3} />}
      isEmpty={(answer) => answer.results.length === 0}
    >
      {(answer) => (
        <RecordsTable
          caption={T.deletedLoanshares}
          columns={deletedColumns(flags)}
          rows={answer.results}
          rowKey={(d) => d.id}
          height="max-h-[350px]"
        />
      )}
    </QueryPanel>
  );
}
