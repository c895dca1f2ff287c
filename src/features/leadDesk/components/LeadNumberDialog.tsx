import type {
  LeadFeedbackEvent,
  LeadFeedbackView,
} from '../../../../machines/leadFeedback/index.ts';
import { LEAD_FEEDBACK_TEXTS as T } from '../../../../machines/leadFeedback/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { TextField } from '../../../ui/TextField.tsx';

export type LeadNumberDialogProps = {
  dialog: LeadFeedbackView['dialog'];
  send: (event: LeadFeedbackEvent) => void;
};

/**
 * The group leader's number, asked for when will_continue_same_group is chosen. Ok checks it;
 * Cancel, Esc or a click outside leave the choice as it was. (The soft form's detail dialog
 * carries the payment's words, so the lead desk has its own.)
 */
export function LeadNumberDialog({ dialog, send }: LeadNumberDialogProps) {
  const cancel = () => send({ type: 'dialog.cancel' });
  return (
    <Dialog open={dialog !== null} title={T.numberDialogTitle} onClose={cancel}>
      {dialog ? (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'dialog.confirm' });
          }}
        >
          <TextField
            label={T.leaderNumber}
            // The dialog opens on its one field.
            data-autofocus
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            hint={T.numberHint}
            value={dialog.value}
            error={dialog.error}
            onValueChange={(value) => send({ type: 'number.change', value })}
          />
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
