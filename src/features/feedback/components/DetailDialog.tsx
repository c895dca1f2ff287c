import type { FeedbackDialogView, FeedbackEvent } from '../../../../machines/feedback/index.ts';
import { formatDate } from '../../../domain/format.ts';
import { Button } from '../../../ui/Button.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { FEEDBACK_TEXTS as T } from '../feedbackTexts.ts';

export type DetailDialogProps = {
  dialog: FeedbackDialogView | null;
  send: (event: FeedbackEvent) => void;
};

/**
 * The number (paid_to_fs) or date (promise_to_pay) asked for when that payment is chosen. Ok checks
 * it; Cancel, Esc or a click outside leave the payment as it was.
 */
export function DetailDialog({ dialog, send }: DetailDialogProps) {
  const cancel = () => send({ type: 'dialog.cancel' });
  return (
    <Dialog
      open={dialog !== null}
      title={dialog?.kind === 'date' ? T.dateDialogTitle : T.numberDialogTitle}
      onClose={cancel}
    >
      {dialog ? (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'dialog.confirm' });
          }}
        >
          {dialog.kind === 'number' ? (
            <TextField
              label={T.numberLabel}
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              hint={T.numberHint}
              value={dialog.value}
              error={dialog.error}
              onValueChange={(value) => send({ type: 'number.change', value })}
            />
          ) : (
            <DateField
              label={T.dateLabel}
              today={dialog.min}
              min={dialog.min}
              max={dialog.max}
              hint={T.dateHint(formatDate(dialog.min), formatDate(dialog.max))}
              value={dialog.value}
              error={dialog.error}
              onValueChange={(value) => send({ type: 'promiseDate.change', value })}
            />
          )}
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={cancel}>
              {T.cancel}
            </Button>
            <Button type="submit">{T.ok}</Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
