import type { CreateLeadEvent, CreateLeadView } from '../../../../machines/createLead/index.ts';
import { CREATE_LEAD_TEXTS as T } from '../../../../machines/createLead/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { TextField } from '../../../ui/TextField.tsx';

export type CreateLeadDialogProps = {
  view: CreateLeadView;
  send: (event: CreateLeadEvent) => void;
};

/**
 * 'Create New Lead': the button, the server's words after a lead was created, and the dialog
 * (mobile number, optional name; the agent's position is asked for on Submit). The house Dialog
 * traps focus and gives it back to the button.
 */
export function CreateLeadDialog({ view, send }: CreateLeadDialogProps) {
  const { dialog } = view;
  const close = () => send({ type: 'lead.close' });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={() => send({ type: 'lead.open' })}>{view.label}</Button>
      {view.message ? (
        <p role="status" className="text-sm text-green-700">
          {view.message}
        </p>
      ) : null}
      <Dialog
        open={dialog.open}
        title={dialog.title}
        onClose={close}
        dismissable={!dialog.busy || dialog.locating}
      >
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'lead.submit' });
          }}
        >
          <TextField
            label={T.mobile}
            // The dialog opens on the field to fill first.
            data-autofocus
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            maxLength={dialog.mobileMax}
            hint={T.mobileHint}
            value={dialog.mobile}
            error={dialog.mobileError}
            disabled={dialog.busy}
            onValueChange={(value) => send({ type: 'mobile.change', value })}
          />
          <TextField
            label={T.name}
            autoComplete="off"
            maxLength={dialog.nameMax}
            hint={T.nameHint}
            value={dialog.name}
            error={dialog.nameError}
            disabled={dialog.busy}
            onValueChange={(value) => send({ type: 'name.change', value })}
          />
          <p className="text-xs text-slate-500">{T.locationNote}</p>
          {dialog.locating ? (
            <p role="status" className="text-sm text-slate-700">
              {T.locating}
            </p>
          ) : null}
          <ErrorBox>{dialog.error}</ErrorBox>
          <div className="flex justify-end gap-3">
            <Button variant="secondary" disabled={dialog.busy && !dialog.locating} onClick={close}>
              {T.cancel}
            </Button>
            <Button type="submit" busy={dialog.busy}>
              {T.submit}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
