import { formatDateTime } from '../../../domain/format.ts';
import type { ProfileComment } from '../../customer/index.ts';
import { PROFILE_TAB_TEXTS as T } from '../profile/profileTabTexts.ts';

/** One comment list of a co-borrower, newest first as the server keeps them. */
export function CommentList({ comments }: { comments: readonly ProfileComment[] }) {
  if (!comments.length) return <p className="text-slate-500">{T.noComments}</p>;
  return (
    // Focusable, so a keyboard user can scroll a long list.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must take focus (WCAG 2.1.1).
    <ul tabIndex={0} className="flex max-h-64 flex-col gap-2 overflow-y-auto">
      {comments.map((c) => (
        <li key={`${c.created_at}-${c.added_by}-${c.comment}`}>
          <p className="whitespace-pre-wrap text-slate-900">{c.comment}</p>
          <p className="text-xs text-slate-500">
            {c.added_by} · {formatDateTime(c.created_at)}
            {c.loan_id !== null ? ` · ${T.onLoan(c.loan_id)}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
