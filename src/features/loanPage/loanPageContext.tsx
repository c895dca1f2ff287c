import { createContext, type ReactNode, useContext } from 'react';
import type { MainQueries } from './loanQueries.ts';

const QueriesContext = createContext<MainQueries | null>(null);

/**
 * The v1 reads for the loan page's tabs: a tab takes only { loan, me, flags }, so the hosted
 * panels' query hooks come from here (the app's client; a fake server's in tests and stories).
 */
export function LoanQueriesProvider(props: { queries: MainQueries; children: ReactNode }) {
  return <QueriesContext.Provider value={props.queries}>{props.children}</QueriesContext.Provider>;
}

export function useLoanQueries(): MainQueries {
  const queries = useContext(QueriesContext);
  if (!queries) throw new Error('A loan page tab is rendered outside LoanQueriesProvider');
  return queries;
}
