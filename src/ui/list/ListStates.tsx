import { Button } from '../Button.tsx';
import { ErrorBox } from '../ErrorBox.tsx';

/** Placeholder lines while the first answer loads; announced once as `label`. */
export function ListSkeleton({ label, lines = 8 }: { label: string; lines?: number }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-3"
    >
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered.
          key={i}
          aria-hidden="true"
          className="h-9 animate-pulse rounded bg-slate-100"
        />
      ))}
    </div>
  );
}

export function ListEmpty({ text }: { text: string }) {
  return (
    <p className="rounded-md border border-slate-200 bg-white p-8 text-center text-slate-600">
      {text}
    </p>
  );
}

/** The catalogue's failure text with a way to try again; rows already loaded stay below. */
export function ListError(props: { text: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div className="flex items-center gap-3">
      <div className="flex-1">
        <ErrorBox>{props.text}</ErrorBox>
      </div>
      <Button variant="secondary" onClick={props.onRetry}>
        {props.retryLabel}
      </Button>
    </div>
  );
}
