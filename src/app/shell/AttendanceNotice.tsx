import { ATTENDANCE_TEXTS as T } from './attendanceMark.ts';

export type AttendanceNoticeProps = {
  /** The words while a mark is on its way, else null. */
  busy: string | null;
  /** The server's words of a refused mark, else null. */
  error: string | null;
  onDismiss: () => void;
};

/** Under the user menu: a mark on its way, or why it was refused (until dismissed). */
export function AttendanceNotice({ busy, error, onDismiss }: AttendanceNoticeProps) {
  const box = 'absolute right-0 top-full z-20 mt-1 w-64 rounded-md border px-3 py-2 text-sm shadow';
  return (
    <>
      <p
        role="status"
        className={busy ? `${box} border-slate-200 bg-white text-slate-700` : 'sr-only'}
      >
        {busy}
      </p>
      {error ? (
        <div
          role="alert"
          className={`${box} flex items-start gap-2 border-red-300 bg-red-50 text-red-800`}
        >
          <p className="flex-1">{error}</p>
          <button type="button" onClick={onDismiss} className="text-xs font-medium underline">
            {T.dismiss}
          </button>
        </div>
      ) : null}
    </>
  );
}
