import type { KeyboardEvent } from 'react';
import { messages } from '../../domain/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { FilterToggle, pressedClass } from './FilterToggle.tsx';
import { SHELL_TEXTS as T } from './shellTexts.ts';

export type LoanListView = 'card' | 'list';

export type LoanSearchProps = {
  loanId: string;
  /** Receives the typed text with everything but digits removed. */
  onLoanIdChange: (loanId: string) => void;
  /** Enter in the box. */
  onSearchLoanId: (loanId: string) => void;
  filterOpen: boolean;
  onFilterToggle: () => void;
  view: LoanListView;
  onViewChange: (view: LoanListView) => void;
};

const VIEWS: readonly { value: LoanListView; label: string }[] = [
  { value: 'card', label: T.cardView },
  { value: 'list', label: T.listView },
];

/** The loan-list header: the numeric loan id box, filters and the card/list switch. */
export function LoanSearch(props: LoanSearchProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    props.onSearchLoanId(props.loanId);
  };
  return (
    <search aria-label={T.loanSearch} className="flex flex-wrap items-center gap-4">
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={messages.labels.searchLoanId}
        placeholder={messages.labels.searchLoanId}
        value={props.loanId}
        onChange={(event) => props.onLoanIdChange(event.target.value.replace(/\D/g, ''))}
        onKeyDown={onKeyDown}
        className="w-44 rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      <FilterToggle pressed={props.filterOpen} onToggle={props.onFilterToggle} />
      <fieldset className="inline-flex overflow-hidden rounded-md">
        <legend className="sr-only">{T.view}</legend>
        {VIEWS.map((view) => (
          <Button
            key={view.value}
            variant="secondary"
            aria-pressed={props.view === view.value}
            onClick={() => props.onViewChange(view.value)}
            className={`rounded-none first:rounded-l-md last:rounded-r-md ${pressedClass}`}
          >
            {view.label}
          </Button>
        ))}
      </fieldset>
    </search>
  );
}
