import { Button } from '../Button.tsx';

export const PAGER_TEXTS = {
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  rows: (count: number) => (count === 1 ? '1 row' : `${count} rows`),
} as const;

export type PagerProps = {
  /** Names the pager's navigation landmark (e.g. the table it pages). */
  label: string;
  page: number;
  pages: number;
  /** Rows over every page. */
  count: number;
  /** A page is on its way: the buttons wait for it. */
  busy?: boolean;
  onPage: (page: number) => void;
};

/** Numbered pages of a table: Previous and Next, where we are, and how many rows there are. */
export function Pager({ label, page, pages, count, busy = false, onPage }: PagerProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
      <Button variant="secondary" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        {PAGER_TEXTS.previous}
      </Button>
      <span aria-live="polite" aria-atomic="true">
        {PAGER_TEXTS.pageOf(page, pages)}
      </span>
      <Button variant="secondary" disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
        {PAGER_TEXTS.next}
      </Button>
      <span className="text-slate-500">{PAGER_TEXTS.rows(count)}</span>
    </nav>
  );
}
