import { useId } from 'react';
import type { EarlyPayModel } from '../../../../machines/earlyPay/index.ts';
import { EARLY_PAY_TEXTS as T } from '../../../../machines/earlyPay/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { DateField } from '../../../ui/DateField.tsx';

export type EarlyPayFormProps = {
  view: EarlyPayModel;
  /** Why the form cannot be used (lender read-only), shown and read out with the button. */
  disabledReason?: string | null;
};

/** The early-pay form: connect() of the machine rendered; it decides nothing itself. */
export function EarlyPayForm({ view, disabledReason = null }: EarlyPayFormProps) {
  const locked = view.busy || disabledReason !== null;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-semibold">
        {T.heading}
      </h3>
      {view.noLoans ? <p className="text-sm text-slate-600">{view.noLoans}</p> : null}
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {T.loan}
          <select
            className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm disabled:bg-slate-100"
            value={view.loan}
            disabled={locked}
            onChange={(event) => view.onLoanChange(event.target.value)}
          >
            <option value="">{T.pickLoan}</option>
            {view.options.map((option) => (
              <option key={option.id} value={String(option.id)} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <DateField
          label={T.date}
          value={view.date}
          onValueChange={view.onDateChange}
          disabled={locked}
        />
        <Button
          onClick={view.onRequest}
          busy={view.busy}
          disabled={!view.canRequest || disabledReason !== null}
          disabledReason={disabledReason}
        >
          {T.request}
        </Button>
      </div>
      {view.alert ? (
        <p role="alert" className="text-sm text-red-700">
          {view.alert}
        </p>
      ) : null}
      {view.error ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm text-red-700">
            {view.error}
          </p>
          <Button variant="secondary" onClick={view.onRetry} disabled={!view.canRetry}>
            {T.retry}
          </Button>
        </div>
      ) : null}
      {view.busy ? (
        <p role="status" className="sr-only">
          {T.asking}
        </p>
      ) : null}
      {view.answer ? (
        <p role="status" className="text-lg font-semibold text-slate-900">
          {view.answer}
        </p>
      ) : null}
    </section>
  );
}
