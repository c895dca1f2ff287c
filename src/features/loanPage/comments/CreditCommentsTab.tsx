import { useMemo } from 'react';
import { mainQueries } from '../../../app/queries.ts';
import { api } from '../../../app/services.ts';
import { createLoanCommentActors } from '../../loanComments/index.ts';
import type { LoanTabProps } from '../loanTabTypes.ts';
import { CreditCommentsView } from './CreditCommentsView.tsx';

/** #credCmnts of the loan page, over the app's v1 client (the tab registry loads it lazily). */
export default function CreditCommentsTab(props: LoanTabProps) {
  const actors = useMemo(() => createLoanCommentActors(api.mainPlain), []);
  return <CreditCommentsView {...props} queries={mainQueries} actors={actors} />;
}
