import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { type HrQueryHooks, peopleQuery } from './hrQueries.ts';
import { HR_TEXTS, EMPLOYEE_PAGE_TEXTS as T } from './hrTexts.ts';

export type PersonSearchProps = {
  queries: HrQueryHooks;
  /** The person whose page is open, if any: the label then offers another. */
  current: string | null;
  onPick: (username: string) => void;
};

/** How long typing pauses before the search is asked. */
const SEARCH_PAUSE_MS = 300;
const MIN_SEARCH = 2;

/**
 * Find a person by name, number or employee code (the `users` search) and open their page: the
 * matches are buttons, so Tab and Enter pick one as a click does.
 */
export function PersonSearch({ queries, current, onPick }: PersonSearchProps) {
  const hintId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({ ...peopleQuery(queries, search), enabled: search.length >= MIN_SEARCH });
  const matches = found.data?.users ?? [];
  return (
    <div className="flex max-w-md flex-col gap-2">
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {current ? T.other : T.pick}
        <input
          type="search"
          className="rounded-md border border-slate-300 px-2 py-2 text-sm"
          value={typed}
          maxLength={60}
          autoComplete="off"
          aria-describedby={hintId}
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      <span id={hintId} className="text-xs text-slate-500">
        {HR_TEXTS.searchHint}
      </span>
      {search.length < MIN_SEARCH ? null : found.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {T.searchFailed} {found.error instanceof Error ? found.error.message : null}
        </p>
      ) : found.isSuccess && matches.length === 0 ? (
        <p role="status" className="text-sm text-slate-600">
          {HR_TEXTS.noMatch}
        </p>
      ) : matches.length ? (
        <ul aria-label={T.matches} className="flex flex-col rounded-md border border-slate-200">
          {matches.map((person) => (
            <li key={person.username}>
              <button
                type="button"
                className="flex w-full items-baseline justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:bg-slate-100 disabled:text-slate-400"
                disabled={person.username === current}
                onClick={() => onPick(person.username)}
              >
                <span>{`${person.name} (${person.username})`}</span>
                <span className="text-xs text-slate-500">
                  {person.working ? person.role : HR_TEXTS.availability.inactive}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
