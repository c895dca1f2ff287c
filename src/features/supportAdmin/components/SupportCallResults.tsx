import type { UseQueryResult } from '@tanstack/react-query';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import { SUPPORT_ADMIN_TEXTS as T } from '../supportAdminTexts.ts';
import { type SupportCallPage, SupportCallTable } from './SupportCallTable.tsx';

export type SupportCallResultsProps = {
  caption: string;
  query: UseQueryResult<SupportCallPage, unknown>;
  onPage: (page: number) => void;
  onOpenCall: (id: number) => void;
};

/** A page of support calls as a query shows it: skeleton, 'Data Not Available', failure, rows. */
export function SupportCallResults({
  caption,
  query,
  onPage,
  onOpenCall,
}: SupportCallResultsProps) {
  return (
    <QueryPanel
      query={query}
      errorText={T.searchFailed}
      retryLabel={T.retry}
      skeleton={<ListSkeleton label={T.loading(caption)} lines={5} />}
      isEmpty={(answer) => answer.count === 0}
    >
      {(answer) => (
        <SupportCallTable
          caption={caption}
          answer={answer}
          busy={query.isPlaceholderData}
          onPage={onPage}
          onOpenCall={onOpenCall}
        />
      )}
    </QueryPanel>
  );
}
