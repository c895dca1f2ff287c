import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { LoanCommentActors, LoanCommentKind } from '../../../../machines/loanComment/index.ts';
import { LOAN_COMMENT_TEXTS as C } from '../../../../machines/loanComment/index.ts';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import type { MainQueries } from '../../customer/index.ts';
import { LoanCommentBox } from '../../loanComments/index.ts';
import type { GridColumn } from '../profile/CoborrowerGrid.tsx';
import { coborrowerLoansQuery } from '../profile/loanProfilesQuery.ts';
import { PROFILE_TAB_TEXTS as T } from '../profile/profileTabTexts.ts';

export type CommentComposerProps = {
  queries: MainQueries;
  columns: readonly GridColumn[];
  /** The kinds this user may post (part 1 §6 'Comment posting'); none: no composer. */
  kinds: readonly LoanCommentKind[];
  actors: LoanCommentActors;
  /** A comment was stored: the lists are read again. */
  onAdded: () => void;
};

/**
 * Posting a loan comment on the loan page: pick the co-borrower (and the kind, when the user may
 * post several), then the loan comment box over that co-borrower's loans. The box is the call
 * desks' (machines/loanComment); another co-borrower or kind starts a fresh box.
 */
export function CommentComposer(props: CommentComposerProps) {
  const [username, setUsername] = useState(props.columns[0]?.username ?? '');
  const [kind, setKind] = useState<LoanCommentKind | undefined>(props.kinds[0]);
  const headingId = useId();
  if (!kind || !username) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold text-slate-800">
        {T.addComment}
      </h3>
      <div className="flex flex-wrap gap-4">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {T.coBorrower}
          <select
            className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          >
            {props.columns.map((c) => (
              <option key={c.username} value={c.username}>
                {c.name} ({c.username})
              </option>
            ))}
          </select>
        </label>
        {props.kinds.length > 1 ? (
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            {T.kind}
            <select
              className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
              value={kind}
              onChange={(event) => setKind(event.target.value as LoanCommentKind)}
            >
              {props.kinds.map((k) => (
                <option key={k} value={k}>
                  {C.headings[k]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <CoborrowerCommentBox {...props} username={username} kind={kind} />
    </section>
  );
}

/** The box over the co-borrower's loans, once they are read. */
function CoborrowerCommentBox(
  props: CommentComposerProps & { username: string; kind: LoanCommentKind },
) {
  const loans = useQuery(coborrowerLoansQuery(props.queries, props.username));
  return (
    <QueryPanel
      query={loans}
      errorText={T.loansFailed}
      retryLabel={T.retry}
      skeleton={<ListSkeleton label={T.loadingLoans} lines={1} />}
    >
      {(answer) => (
        <LoanCommentBox
          key={`${props.username}-${props.kind}`}
          kind={props.kind}
          username={props.username}
          loanIds={answer.results.map((row) => row.id)}
          actors={props.actors}
          onAdded={props.onAdded}
        />
      )}
    </QueryPanel>
  );
}
