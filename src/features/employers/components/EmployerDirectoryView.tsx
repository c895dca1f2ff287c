import type { ReactNode } from 'react';
import {
  type EmployerDirectoryModel,
  EMPLOYER_DIRECTORY_TEXTS as T,
} from '../../../../machines/employerDirectory/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';

/**
 * The employers route (spec part 1 §2): the search, the employers found with their
 * verification, and the picked employer's addresses (`addresses`, read by the page).
 */
export function EmployerDirectoryView({
  view,
  picked,
  onPick,
  addresses,
}: {
  view: EmployerDirectoryModel;
  picked: number | null;
  onPick: (id: number) => void;
  addresses?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={T.search}
        hint={T.hint}
        value={view.query}
        onValueChange={view.onType}
        type="search"
        autoComplete="off"
        className="max-w-md"
      />
      {view.searching ? <p role="status">{T.searching}</p> : null}
      {view.error ? (
        <div className="flex items-center gap-2">
          <p role="alert" className="text-red-700">
            {T.failed(view.error)}
          </p>
          <Button variant="secondary" onClick={view.onRetry} disabled={!view.canRetry}>
            {T.retry}
          </Button>
        </div>
      ) : null}
      {view.employers ? (
        view.employers.length ? (
          <div className="grid gap-4 md:grid-cols-[minmax(14rem,1fr)_2fr]">
            <ul aria-label={T.search} className="flex flex-col gap-1">
              {view.employers.map((e) => (
                <li key={e.id}>
                  <button
                    type="button"
                    aria-pressed={picked === e.id}
                    onClick={() => onPick(e.id)}
                    className="flex w-full justify-between gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-left text-sm hover:bg-slate-50 aria-pressed:border-slate-700"
                  >
                    <span>{e.employer}</span>
                    <span className={e.is_verified ? 'text-green-700' : 'text-slate-500'}>
                      {e.is_verified ? T.verified : T.unverified}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <div>{addresses}</div>
          </div>
        ) : (
          <p>{T.none}</p>
        )
      ) : null}
    </div>
  );
}
