import { APP_SESSION_TEXTS as T } from '../../machines/appSession/appSession.texts.ts';
import { Button } from '../ui/Button.tsx';

type PageStatusProps = {
  busy?: boolean;
  error?: string;
  onRetry?: () => void;
  retryLabel?: string;
};

/** A whole-page loading or failure state (before the shell can render). */
export function PageStatus({ busy, error, onRetry, retryLabel = T.tryAgain }: PageStatusProps) {
  return (
    <div className="grid min-h-screen place-items-center p-6">
      {busy ? (
        <p role="status" className="flex items-center gap-3 text-slate-600">
          <span
            className="size-5 animate-spin rounded-full border-2 border-brand-500 border-t-transparent"
            aria-hidden
          />
          {T.loading}
        </p>
      ) : (
        <div
          role="alert"
          className="max-w-md space-y-4 rounded-lg border border-red-200 bg-white p-6 shadow-sm"
        >
          <p className="font-medium text-red-800">{error}</p>
          {onRetry ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
        </div>
      )}
    </div>
  );
}
