import { Field, Label, Select } from '@headlessui/react';
import type { PaymentLinkEvent, PaymentLinkView } from '../../../../machines/callActions/index.ts';
import { CALL_ACTION_TEXTS as T } from '../../../../machines/callActions/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { TextField } from '../../../ui/TextField.tsx';

export type PaymentLinkDialogProps = {
  view: PaymentLinkView;
  send: (event: PaymentLinkEvent) => void;
};

function CopyIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path d="M7 3a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2H7Zm0 2h6v8H7V5Z" />
      <path d="M3 7a1 1 0 0 1 2 0v8a2 2 0 0 0 2 2h6a1 1 0 1 1 0 2H7a4 4 0 0 1-4-4V7Z" />
    </svg>
  );
}

/**
 * 'Create Payment Link': Username, the Loan Id picker (eligible loans; topup listed but not
 * selectable), Amount, 'Get Payment Link', then the link with its copy icon. The dialog closes by
 * itself 1.5 s after the link is copied.
 */
export function PaymentLinkDialog({ view, send }: PaymentLinkDialogProps) {
  const { dialog } = view;
  const close = () => send({ type: 'link.close' });
  const locked = dialog.locked;
  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" onClick={() => send({ type: 'link.open' })}>
        {view.label}
      </Button>
      <Dialog open={dialog.open} title={dialog.title} dismissable={dialog.closable} onClose={close}>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'link.request' });
          }}
        >
          <TextField
            label={T.username}
            value={dialog.username}
            inputMode="numeric"
            disabled={locked}
            onValueChange={(value) => send({ type: 'username.change', value })}
          />
          <Field disabled={locked} className="flex flex-col gap-1">
            <Label className="text-sm font-medium text-slate-700 data-disabled:text-slate-400">
              {T.loanId}
            </Label>
            <Select
              value={dialog.loanChoice}
              onChange={(event) => send({ type: 'loan.change', value: event.target.value })}
              className="rounded-md border border-slate-300 px-3 py-2 text-sm data-disabled:bg-slate-100"
            >
              <option value="" disabled>
                {dialog.noLoans ? T.noEligibleLoans : T.chooseLoan}
              </option>
              {dialog.options.map((option) => (
                <option key={option.label} value={option.label} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
          <TextField
            label={T.amount}
            value={dialog.amount}
            inputMode="decimal"
            disabled={locked}
            onValueChange={(value) => send({ type: 'amount.change', value })}
          />
          <ErrorBox>{dialog.error}</ErrorBox>
          {dialog.link ? (
            <div className="flex items-end gap-2">
              <TextField
                label={T.paymentLink}
                value={dialog.link}
                readOnly
                onValueChange={() => {}}
                className="grow"
              />
              <Button
                variant="secondary"
                aria-label={T.copyLink}
                busy={dialog.copy === 'copying'}
                disabled={dialog.copy === 'copied'}
                onClick={() => send({ type: 'link.copy' })}
              >
                <CopyIcon />
              </Button>
            </div>
          ) : null}
          {dialog.copyMessage ? (
            <p
              role={dialog.copy === 'failed' ? 'alert' : 'status'}
              className={`text-sm ${dialog.copy === 'failed' ? 'text-red-700' : 'text-green-700'}`}
            >
              {dialog.copyMessage}
            </p>
          ) : null}
          <div className="flex justify-end gap-3">
            <Button variant="secondary" disabled={!dialog.closable} onClick={close}>
              {T.close}
            </Button>
            {dialog.link ? null : (
              <Button
                type="submit"
                busy={dialog.requesting}
                disabled={dialog.requestBlocker !== null}
                disabledReason={dialog.requestBlocker}
              >
                {dialog.requestLabel}
              </Button>
            )}
          </div>
        </form>
      </Dialog>
    </div>
  );
}
