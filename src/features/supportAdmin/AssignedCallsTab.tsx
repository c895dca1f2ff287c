import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SupportCallResults } from './components/SupportCallResults.tsx';
import { SUPPORT_ADMIN_TEXTS as T } from './supportAdminTexts.ts';
import { type SupportQueryHooks, supportQueries } from './supportQueries.ts';

export type AssignedCallsTabProps = {
  queries: SupportQueryHooks;
  page: number;
  onPage: (page: number) => void;
  onOpenCall: (id: number) => void;
};

/**
 * Assigned Calls (part 2 §2): the support calls assigned to this user (a support admin sees every
 * agent's, as the server decides), newest first, 10 per page.
 */
export function AssignedCallsTab({ queries, page, onPage, onOpenCall }: AssignedCallsTabProps) {
  const result = useQuery({
    ...supportQueries(queries).assigned(page),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-label={T.tabs.assigned} className="flex flex-col gap-4">
      <SupportCallResults
        caption={T.assignedCaption}
        query={result}
        onPage={onPage}
        onOpenCall={onOpenCall}
      />
    </section>
  );
}
