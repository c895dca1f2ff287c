import { useId } from 'react';
import type { LoanConfigModel } from '../../../../machines/loanConfig/index.ts';
import { LOAN_CONFIG_TEXTS as T } from '../../../../machines/loanConfig/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { DateField } from '../../../ui/DateField.tsx';

export type LoanConfigFormProps = {
  view: LoanConfigModel;
  /** The lenders' names (listLenders). */
  lenders: readonly string[];
};

/** The default lender and EMI start date with Save (the machine says when it may be pressed). */
export function LoanConfigForm({ view, lenders }: LoanConfigFormProps) {
  const lenderId = useId();
  const hintId = useId();
  // A lender the loan has that the list no longer offers still shows as chosen.
  const options =
    view.lender && !lenders.includes(view.lender) ? [view.lender, ...lenders] : lenders;
  return (
    <form
      className="flex flex-wrap items-end gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (view.canSave) view.onSave();
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={lenderId} className="text-sm font-medium text-slate-700">
          {T.lender}
        </label>
        <select
          id={lenderId}
          value={view.lender}
          disabled={!view.editable}
          onChange={(event) => view.onLender(event.target.value)}
          className="min-w-56 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          <option value="">{T.chooseLender}</option>
          {options.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <DateField
        label={T.emiStartDate}
        value={view.emiStartDate}
        onValueChange={view.onEmiDate}
        disabled={!view.editable}
      />
      <Button
        type="submit"
        disabled={!view.canSave}
        aria-describedby={view.incomplete ? hintId : undefined}
      >
        {T.save}
      </Button>
      <div className="basis-full" aria-live="polite">
        {view.incomplete ? (
          <p id={hintId} className="text-sm text-slate-600">
            {T.incomplete}
          </p>
        ) : null}
        {view.busy ? (
          <p role="status" className="text-sm text-slate-600">
            {T.saving}
          </p>
        ) : null}
        {view.saved ? (
          <p role="status" className="text-sm text-green-800">
            {T.saved}
          </p>
        ) : null}
        {view.error ? (
          <div className="flex items-center gap-3">
            <p role="alert" className="text-sm text-red-700">
              {view.error}
            </p>
            <Button variant="secondary" onClick={view.onRetry} disabled={!view.canRetry}>
              {T.retry}
            </Button>
          </div>
        ) : null}
      </div>
    </form>
  );
}
