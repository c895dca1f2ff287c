import { type FormEvent, useId, useState } from 'react';
import type { operations } from '../../../openapi/generated/main.ts';
import { Button } from '../../ui/Button.tsx';
import { RadioGroup, type RadioOption } from '../../ui/RadioGroup.tsx';
import { FilterToggle } from './FilterToggle.tsx';
import { SHELL_TEXTS as T } from './shellTexts.ts';

type CustomerListQuery = NonNullable<operations['listCustomers']['parameters']['query']>;
export type CustomerSearchType = NonNullable<CustomerListQuery['search_type']>;
export type CustomerSearchQuery = { type: CustomerSearchType; value: string };

export type CustomerSearchProps = {
  /** Whether a search may run for this text; the view only asks. */
  canSearch: (value: string) => boolean;
  onSearch: (query: CustomerSearchQuery) => void;
  initialType?: CustomerSearchType;
  initialValue?: string;
  /**
   * The filters are what the search text is matched on (UserName, PAN, Account Number: the
   * list's only filter in the contract); the toggle shows or hides them. Without a toggle they
   * always show.
   */
  filterOpen?: boolean;
  onFilterToggle?: () => void;
};

const TYPE_OPTIONS: ReadonlyArray<RadioOption<CustomerSearchType>> = (
  ['username', 'pan', 'account_number'] as const
).map((value) => ({ value, label: T.searchTypes[value] }));

/** The customers header: search text, what it is (UserName, PAN, Account Number), filters. */
export function CustomerSearch({
  canSearch,
  onSearch,
  initialType = 'username',
  initialValue = '',
  filterOpen,
  onFilterToggle,
}: CustomerSearchProps) {
  const [type, setType] = useState<CustomerSearchType>(initialType);
  const [value, setValue] = useState(initialValue);
  const filtersId = useId();
  const showFilters = onFilterToggle === undefined || filterOpen === true;
  const allowed = canSearch(value);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (allowed) onSearch({ type, value });
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <search aria-label={T.customerSearch}>
        <form onSubmit={submit} className="flex flex-wrap items-center gap-3">
          <input
            type="search"
            aria-label={T.searchCustomers}
            placeholder={T.searchCustomers}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            className="w-56 rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          {/* Hidden, not removed: the choice stays in force while the filters are closed. */}
          <div id={filtersId} hidden={!showFilters}>
            <RadioGroup label={T.searchBy} value={type} options={TYPE_OPTIONS} onChange={setType} />
          </div>
          <Button type="submit" disabled={!allowed}>
            {T.search}
          </Button>
        </form>
      </search>
      {onFilterToggle ? (
        <FilterToggle pressed={showFilters} onToggle={onFilterToggle} controls={filtersId} />
      ) : null}
    </div>
  );
}
