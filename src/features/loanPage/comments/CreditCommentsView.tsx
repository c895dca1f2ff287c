import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LoanCommentActors } from '../../../../machines/loanComment/index.ts';
import { canPostLoanComment } from '../../../domain/access/loanComments.ts';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import { type CustomerProfile, commentLists, type MainQueries } from '../../customer/index.ts';
import type { LoanTabProps } from '../loanTabTypes.ts';
import { loanProfilesQuery, profileEntries } from '../profile/loanProfilesQuery.ts';
import { PROFILE_TAB_TEXTS as T } from '../profile/profileTabTexts.ts';
import { CommentComposer } from './CommentComposer.tsx';
import { CommentsGrid } from './CommentsGrid.tsx';

export const CREDIT_COMMENTS_TITLE = 'Credit Comments';

/** Only the credit comment list of a profile. */
const creditOnly = (profile: CustomerProfile) =>
  commentLists(profile).filter((list) => list.title === CREDIT_COMMENTS_TITLE);

/**
 * The loan page's Credit Comments tab (#credCmnts, part 1 §6): every co-borrower's credit
 * comments side by side, and the credit comment box for those who may post one (admin, credit
 * underwriter: the call-desks rule table); a stored comment reads the lists again.
 */
export function CreditCommentsView(
  props: LoanTabProps & { queries: MainQueries; actors: LoanCommentActors },
) {
  const { queries, loan, flags } = props;
  const client = useQueryClient();
  const query = loanProfilesQuery(queries, loan);
  const profiles = useQuery(query);
  const reread = useCallback(
    () => void client.invalidateQueries({ queryKey: query.queryKey }),
    [client, query.queryKey],
  );
  const mayPost = canPostLoanComment(flags, 'credit');
  return (
    <QueryPanel
      query={profiles}
      errorText={T.loadFailed}
      retryLabel={T.retry}
      skeleton={<ListSkeleton label={T.loading} lines={4} />}
    >
      {(answer) => {
        const entries = profileEntries(loan, answer);
        return (
          <CommentsGrid
            id="loan-credit-comments"
            title={CREDIT_COMMENTS_TITLE}
            entries={entries}
            lists={creditOnly}
          >
            {mayPost ? (
              <CommentComposer
                queries={queries}
                columns={entries.map((e) => e.column)}
                kinds={['credit']}
                actors={props.actors}
                onAdded={reread}
              />
            ) : null}
          </CommentsGrid>
        );
      }}
    </QueryPanel>
  );
}
