import type { EscalateEvent, EscalateView } from '../../../../machines/callActions/index.ts';
import { CALL_ACTION_TEXTS as T } from '../../../../machines/callActions/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';

export type EscalateDialogProps = { view: EscalateView; send: (event: EscalateEvent) => void };

/**
 * 'Escalete To Manager' and its manager-selection dialog: the managers of the escalation groups,
 * one to choose; the button stays disabled once the customer is escalated.
 */
export function EscalateDialog({ view, send }: EscalateDialogProps) {
  const { dialog } = view;
  const close = () => send({ type: 'escalate.close' });
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        disabled={view.disabled || dialog.open}
        onClick={() => send({ type: 'escalate.open' })}
      >
        {view.label}
      </Button>
      {view.message ? (
        <p role="status" className="text-xs text-green-700">
          {view.message}
        </p>
      ) : null}
      <Dialog
        open={dialog.open}
        title={dialog.title}
        dismissable={!dialog.escalating}
        onClose={close}
      >
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'escalate.confirm' });
          }}
        >
          {dialog.loading ? (
            <p role="status" aria-busy="true" className="text-sm text-slate-600">
              {T.loadingManagers}
            </p>
          ) : null}
          {dialog.managers.length ? (
            <fieldset disabled={dialog.escalating} className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium text-slate-700">{T.manager}</legend>
              {dialog.managers.map((manager) => (
                <label key={manager.username} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="manager"
                    value={manager.username}
                    checked={dialog.selected === manager.username}
                    onChange={() => send({ type: 'manager.select', username: manager.username })}
                  />
                  {manager.label}
                </label>
              ))}
            </fieldset>
          ) : null}
          {dialog.empty ? <p className="text-sm text-slate-600">{T.noManagers}</p> : null}
          <ErrorBox>{dialog.error}</ErrorBox>
          <div className="flex justify-end gap-3">
            <Button variant="secondary" disabled={dialog.escalating} onClick={close}>
              {T.close}
            </Button>
            {dialog.retryLoad ? (
              <Button onClick={() => send({ type: 'managers.retry' })}>{T.retry}</Button>
            ) : (
              <Button
                type="submit"
                busy={dialog.escalating}
                disabled={dialog.loading || dialog.confirmBlocker !== null}
                disabledReason={dialog.confirmBlocker}
              >
                {T.escalate}
              </Button>
            )}
          </div>
        </form>
      </Dialog>
    </div>
  );
}
