import { useMemo } from 'react';
import { mainQueries } from '../../../app/queries.ts';
import { api } from '../../../app/services.ts';
import { createLoanCommentActors } from '../../loanComments/index.ts';
import type { LoanTabProps } from '../loanTabTypes.ts';
import { ProfileTabView } from './ProfileTabView.tsx';

/** #profile of the loan page, over the app's v1 client (the tab registry loads it lazily). */
export default function ProfileTab(props: LoanTabProps) {
  const commentActors = useMemo(() => createLoanCommentActors(api.mainPlain), []);
  return <ProfileTabView {...props} queries={mainQueries} commentActors={commentActors} />;
}
