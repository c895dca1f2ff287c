import type { ReactNode } from 'react';
import type { LoanCommentKind } from '../../../../machines/loanComment/index.ts';
import { allOf } from '../../../domain/contractEnums.ts';
import {
  type CustomerProfile,
  commentLists,
  type CommentList as Lists,
} from '../../customer/index.ts';
import { CoborrowerGrid, GridColumnFrame } from '../profile/CoborrowerGrid.tsx';
import type { LoanProfileEntry } from '../profile/loanProfilesQuery.ts';
import { PROFILE_TAB_TEXTS as T } from '../profile/profileTabTexts.ts';
import { CommentList } from './CommentLists.tsx';

/** The kinds of loan comment staff post, in the order the composer offers them. */
export const COMMENT_KINDS = allOf<LoanCommentKind>()([
  'recovery',
  'marketing',
  'disbursal',
  'credit',
]);

/**
 * Each co-borrower's comment lists side by side (profile_admin: recovery, marketing, disbursal,
 * credit and profile comments, or those `lists` picks), then the composer given as children.
 */
export function CommentsGrid(props: {
  id: string;
  title: string;
  entries: readonly LoanProfileEntry[];
  lists?: (profile: CustomerProfile) => Lists[];
  children?: ReactNode;
}) {
  const pick = props.lists ?? commentLists;
  const perColumn = props.entries.map((e) => pick(e.profile));
  const labels = (perColumn[0] ?? []).map((list) => list.title);
  return (
    <div className="flex flex-col gap-3">
      <CoborrowerGrid
        id={props.id}
        title={props.title}
        labels={labels}
        columnCount={props.entries.length}
        corner={T.commentsCorner}
      >
        {props.entries.map((entry, i) => (
          <GridColumnFrame
            key={entry.column.username}
            section={props.title}
            column={entry.column}
            labels={labels}
            cells={perColumn[i]!.map((list) => (
              <CommentList key={list.title} comments={list.comments} />
            ))}
          />
        ))}
      </CoborrowerGrid>
      {props.children ? (
        <div className="rounded-md border border-slate-200 bg-white p-3">{props.children}</div>
      ) : null}
    </div>
  );
}
