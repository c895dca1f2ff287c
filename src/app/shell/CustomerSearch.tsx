import { type FormEvent, useState } from 'react';
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
  /** The filter toggle shows only where the page has filters to open. */
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
          <RadioGroup label={T.searchBy} value={type} options={TYPE_OPTIONS} onChange={setType} />
          <Button type="submit" disabled={!allowed}>
            {T.search}
          </Button>
        </form>
      </search>
      {onFilterToggle ? (
        <FilterToggle pressed={filterOpen ?? false} onToggle={onFilterToggle} />
      ) : null}
    </div>
  );
}
