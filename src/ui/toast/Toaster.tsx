import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { dismiss, expireToasts, type Toast, type ToastKind, toastState } from './toastStore.ts';

const kindClasses: Record<ToastKind, string> = {
  error: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-slate-300 bg-white text-slate-900',
  success: 'border-green-300 bg-green-50 text-green-900',
};

function ToastItem({ toast }: { toast: Toast }) {
  return (
    <div
      className={`pointer-events-auto flex items-start gap-3 rounded-md border px-4 py-3 text-sm shadow-md ${kindClasses[toast.kind]}`}
    >
      <p className="flex-1 whitespace-pre-wrap break-words">{toast.text}</p>
      <button
        type="button"
        aria-label="Dismiss notification"
        className="-m-1 rounded p-1 leading-none opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        onClick={() => dismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * Renders the alert service's toasts. Both live regions stay mounted even when empty, because
 * screen readers only announce changes inside a region that already exists.
 */
export function Toaster() {
  const { toasts } = useSnapshot(toastState);
  const errors = toasts.filter((t) => t.kind === 'error');
  const notices = toasts.filter((t) => t.kind !== 'error');

  useEffect(() => {
    if (toasts.length === 0) return;
    const nextDue = Math.min(...toasts.map((t) => t.hideAt));
    const timer = setTimeout(() => expireToasts(Date.now()), Math.max(0, nextDue - Date.now()));
    return () => clearTimeout(timer);
  }, [toasts]);

  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-50 flex flex-col items-center gap-2 px-4">
      <div role="alert" aria-live="assertive" className="flex w-full max-w-md flex-col gap-2">
        {errors.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="flex w-full max-w-md flex-col gap-2">
        {notices.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </div>
    </div>
  );
}
