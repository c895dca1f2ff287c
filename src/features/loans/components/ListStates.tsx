import { Button } from '../../../ui/Button.tsx';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { LOAN_TEXTS as T } from '../loanTexts.ts';

/** Placeholder lines while the first page loads; announced once as loading. */
export function LoanSkeleton({ lines = 8 }: { lines?: number }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-3"
    >
      <span className="sr-only">{T.loading}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered.
          key={i}
          aria-hidden="true"
          className="h-10 animate-pulse rounded bg-slate-100"
        />
      ))}
    </div>
  );
}

export function LoanListEmpty({ text }: { text: string }) {
  return (
    <p className="rounded-md border border-slate-200 bg-white p-8 text-center text-slate-600">
      {text}
    </p>
  );
}

/** The catalogue's failure text with a way to try again; rows already loaded stay below. */
export function LoanListError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="flex items-center gap-3">
      <div className="flex-1">
        <ErrorBox>{text}</ErrorBox>
      </div>
      <Button variant="secondary" onClick={onRetry}>
        {T.retry}
      </Button>
    </div>
  );
}
