import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { LoanExtras } from '../../../domain/loanPage.ts';
import { messages } from '../../../domain/messages.ts';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import { useLoanQueries } from '../loanPageContext.tsx';
import { LOAN_PAGE_TEXTS as T } from '../loanPageTexts.ts';
import { loanPageQueries } from '../loanQueries.ts';

const EXTRAS_FRESH_MS = 60_000;

/**
 * What All Tags, Property Valuation and Social Network read (getLoanExtras, one cached read for
 * the three): the panel frame, 'Data Not Available' when the part shown is empty.
 */
export function ExtrasPanel(props: {
  loanId: number;
  isEmpty: (extras: LoanExtras) => boolean;
  children: (extras: LoanExtras) => ReactNode;
}) {
  const extras = useQuery({
    ...loanPageQueries(useLoanQueries(), props.loanId).extras,
    // The three tabs share one read: moving between them does not ask again within a minute.
    staleTime: EXTRAS_FRESH_MS,
  });
  return (
    <QueryPanel
      query={extras}
      errorText={messages.common.somethingWentWrong}
      retryLabel={T.retry}
      skeleton={<ListSkeleton label={T.loadingTab} lines={3} />}
      isEmpty={props.isEmpty}
    >
      {props.children}
    </QueryPanel>
  );
}
