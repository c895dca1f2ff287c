import { useId } from 'react';
import {
  type BlacklistLevelModel,
  REASON_MAX,
  BLACKLIST_LEVEL_TEXTS as T,
} from '../../../machines/blacklistLevel/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';

/** The current blacklist level and the blacklist-change dialog (part 1 §4). */
export function BlacklistLevelView({ view }: { view: BlacklistLevelModel }) {
  const headingId = useId();
  const reasonId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-wrap items-center gap-3">
      <h3 id={headingId} className="sr-only">
        {T.heading}
      </h3>
      <p className="text-sm text-slate-800">{T.current(view.current)}</p>
      {view.open ? null : (
        <Button variant="secondary" onClick={view.onOpen}>
          {T.change}
        </Button>
      )}
      {view.notice ? (
        <p role="status" className="text-sm text-green-800">
          {view.notice}
        </p>
      ) : null}
      <Dialog
        open={view.open}
        title={T.dialogTitle}
        onClose={view.onCancel}
        dismissable={!view.busy}
      >
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            view.onConfirm();
          }}
        >
          <p className="text-sm text-slate-700">{T.disables}</p>
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            {T.level}
            <select
              className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
              value={String(view.level)}
              disabled={view.busy}
              onChange={(e) => view.onLevel(e.target.value)}
            >
              {view.levels.map((level) => (
                <option key={level} value={String(level)}>
                  {level}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={reasonId} className="text-sm font-medium text-slate-700">
            {T.reason}
          </label>
          <input
            id={reasonId}
            className="rounded-md border border-slate-300 px-2 py-2 text-sm"
            maxLength={REASON_MAX}
            value={view.reason}
            disabled={view.busy}
            onChange={(e) => view.onReason(e.target.value)}
          />
          {view.alert ? (
            <p role="alert" className="text-sm text-red-700">
              {view.alert}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={view.onCancel} disabled={view.busy}>
              {T.cancel}
            </Button>
            <Button type="submit" busy={view.busy}>
              {T.confirm}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
