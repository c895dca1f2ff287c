import type { LoanshareChecksModel } from '../../../../../machines/loanshareChecks/index.ts';
import { LOANSHARE_CHECKS_TEXTS as T } from '../../../../../machines/loanshareChecks/index.ts';
import { Button } from '../../../../ui/Button.tsx';
import { ErrorBox } from '../../../../ui/ErrorBox.tsx';

export type ChecksFieldsetProps = { view: LoanshareChecksModel; name: string };

/**
 * One co-borrower's data checks: a box per check for a writer (each shows what the server has
 * stored; the one being saved says so), plain Yes/No marks for anyone else.
 */
export function ChecksFieldset({ view, name }: ChecksFieldsetProps) {
  return (
    <fieldset className="flex flex-col gap-2" aria-busy={view.busy}>
      <legend className="text-sm font-medium text-slate-700">{T.heading}</legend>
      {view.readOnly ? (
        <>
          <p className="text-xs text-slate-500">{T.readOnly}</p>
          <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm">
            {view.boxes.map((box) => (
              <div key={box.type} className="contents">
                <dt className="text-slate-600">{box.label}</dt>
                <dd className={box.checked ? 'text-green-800' : 'text-slate-900'}>
                  {box.checked ? T.yes : T.no}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <ul className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
          {view.boxes.map((box) => (
            <li key={box.type}>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={box.checked}
                  disabled={!view.canToggle}
                  aria-busy={box.busy}
                  aria-label={T.boxLabel(box.label, name)}
                  onChange={() => view.onToggle(box.type)}
                />
                <span aria-hidden="true">{box.label}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <p role="status" aria-live="polite" className="text-xs text-slate-600">
        {view.status}
      </p>
      {view.error ? (
        <div className="flex items-start gap-2">
          <ErrorBox>{view.error}</ErrorBox>
          <Button variant="secondary" onClick={view.onDismiss}>
            {T.dismiss}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
