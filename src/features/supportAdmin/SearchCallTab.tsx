import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { MOBILE_MAX_DIGITS, mobileDigits } from '../../domain/supportCalls.ts';
import { Button } from '../../ui/Button.tsx';
import { SupportCallResults } from './components/SupportCallResults.tsx';
import { SUPPORT_ADMIN_TEXTS as T } from './supportAdminTexts.ts';
import { type SupportQueryHooks, supportQueries } from './supportQueries.ts';

export type SearchCallTabProps = {
  queries: SupportQueryHooks;
  /** The number searched, from the address ('' before a search). */
  mobile: string;
  page: number;
  onSearch: (mobile: string) => void;
  onPage: (page: number) => void;
  onOpenCall: (id: number) => void;
};

/**
 * Search Call (part 2 §2, §5): a customer's support calls by mobile number, 10 per page. The
 * search in force lives in the address; the box holds what is being typed.
 */
export function SearchCallTab({
  queries,
  mobile,
  page,
  onSearch,
  onPage,
  onOpenCall,
}: SearchCallTabProps) {
  const [typed, setTyped] = useState(mobile);
  const inputId = useId();
  const hintId = useId();
  const result = useQuery({
    ...supportQueries(queries).search(mobile, page),
    enabled: mobile !== '',
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-label={T.tabs.search} className="flex flex-col gap-4">
      <search aria-label={T.tabs.search}>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!typed) return;
            // The same search again asks the server again (a Search always does something).
            if (typed === mobile && page === 1) void result.refetch();
            else onSearch(typed);
          }}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
              {T.mobile}
            </label>
            <input
              id={inputId}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={MOBILE_MAX_DIGITS}
              value={typed}
              aria-describedby={hintId}
              onChange={(event) => setTyped(mobileDigits(event.target.value))}
              className="w-48 rounded-md border border-slate-300 px-2 py-1.5 tabular-nums"
            />
          </div>
          <Button type="submit" disabled={!typed}>
            {T.search}
          </Button>
          <p id={hintId} className="w-full text-xs text-slate-500">
            {T.mobileHint}
          </p>
        </form>
      </search>
      {mobile ? (
        <SupportCallResults
          caption={T.searchResults(mobile)}
          query={result}
          onPage={onPage}
          onOpenCall={onOpenCall}
        />
      ) : null}
    </section>
  );
}
