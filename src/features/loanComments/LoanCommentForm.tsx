import { useId, useRef } from 'react';
import {
  type LoanCommentModel,
  LOAN_COMMENT_TEXTS as T,
} from '../../../machines/loanComment/index.ts';
import { Button } from '../../ui/Button.tsx';
import { useFocusAfterBusy } from '../../ui/hooks/useFocusAfterBusy.ts';

export type LoanCommentFormProps = { view: LoanCommentModel };

/** The comment box: connect() of the machine rendered; it decides nothing itself. */
export function LoanCommentForm({ view }: LoanCommentFormProps) {
  const headingId = useId();
  const textId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  // The submit button is locked while saving: Retry after a failure, else the next entry.
  useFocusAfterBusy(view.busy, retryRef, textRef);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {view.heading}
      </h2>
      <div className="flex flex-wrap items-start gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {T.loan}
          <select
            className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm disabled:bg-slate-100"
            value={view.loan}
            disabled={view.busy}
            onChange={(event) => view.onLoanChange(event.target.value)}
          >
            <option value="">{T.pickLoan}</option>
            {view.loanIds.map((id) => (
              <option key={id} value={String(id)}>
                {id}
              </option>
            ))}
          </select>
        </label>
        <div className="flex min-w-64 flex-1 flex-col gap-1">
          <label htmlFor={textId} className="text-sm font-medium text-slate-700">
            {T.comment}
          </label>
          <textarea
            id={textId}
            ref={textRef}
            rows={2}
            maxLength={view.maxLength}
            readOnly={view.busy}
            className="rounded-md border border-slate-300 px-2 py-2 text-sm read-only:bg-slate-100"
            value={view.text}
            onChange={(event) => view.onTextChange(event.target.value)}
          />
        </div>
        <Button className="mt-6" onClick={view.onAdd} busy={view.busy} disabled={!view.canAdd}>
          {T.add}
        </Button>
      </div>
      {view.alert ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm text-red-700">
            {view.alert}
          </p>
          {view.canRetry ? (
            <Button ref={retryRef} variant="secondary" onClick={view.onRetry}>
              {T.retry}
            </Button>
          ) : null}
        </div>
      ) : null}
      {view.busy ? (
        <p role="status" className="sr-only">
          {T.adding}
        </p>
      ) : null}
      {view.notice ? (
        <p role="status" className="text-sm text-green-700">
          {view.notice}
        </p>
      ) : null}
    </section>
  );
}
