import { useId } from 'react';
import {
  type BlockDialogView,
  FEATURE_BLOCK_TEXTS as T,
} from '../../../machines/featureBlock/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';

export type BlockDialogProps = {
  dialog: BlockDialogView | null;
  onDuration: (value: string) => void;
  onReason: (value: string) => void;
  onConfirm: () => void;
  onClose: () => void;
};

/** The blocking dialog: how long and why; Cancel or Esc puts the row back (part 2 §4). */
export function BlockDialog({
  dialog,
  onDuration,
  onReason,
  onConfirm,
  onClose,
}: BlockDialogProps) {
  const reasonId = useId();
  return (
    <Dialog open={dialog !== null} title={dialog?.title ?? ''} onClose={onClose}>
      {dialog ? (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            {T.durationLabel}
            <select
              className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
              value={dialog.duration}
              onChange={(event) => onDuration(event.target.value)}
            >
              <option value="">{T.pickDuration}</option>
              {dialog.durations.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={reasonId} className="text-sm font-medium text-slate-700">
            {T.reasonLabel}
          </label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={500}
            className="rounded-md border border-slate-300 px-2 py-2 text-sm"
            value={dialog.reason}
            onChange={(event) => onReason(event.target.value)}
          />
          {dialog.alert ? (
            <p role="alert" className="text-sm text-red-700">
              {dialog.alert}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit">{T.add}</Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
