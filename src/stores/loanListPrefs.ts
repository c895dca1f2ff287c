import { proxy, subscribe } from 'valtio';
import { defaultLoanFilters } from '../../machines/loanList/loanList.rules.ts';
import {
  LOAN_LIST_PAGES,
  type LoanFilters,
  type LoanListPage,
} from '../../machines/loanList/loanList.types.ts';
import type { LoanListLayout } from '../features/loans/index.ts';
import { STORAGE_PREFIXES } from '../platform/session/storageKeys.ts';

/**
 * Each loan list's filters (kept per page, across navigation and reload), whether its filter panel
 * is open, the header's loan id box, and the card/list view. Saved in this browser under the
 * filters prefix, so sign-out clears them (spec part 1 §4 'Session').
 */
type PagePrefs = { filters: LoanFilters; filtersOpen: boolean; loanIdText: string };
type LoanListPrefs = { view: LoanListLayout; pages: Record<LoanListPage, PagePrefs> };

const KEY = `${STORAGE_PREFIXES.filters}loanLists`;
// The spec persists its store at most once a second.
const SAVE_THROTTLE_MS = 1000;

function defaults(): LoanListPrefs {
  const pages = {} as Record<LoanListPage, PagePrefs>;
  for (const page of LOAN_LIST_PAGES) {
    pages[page] = { filters: defaultLoanFilters(page), filtersOpen: false, loanIdText: '' };
  }
  return { view: 'list', pages };
}

function load(): LoanListPrefs {
  const base = defaults();
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<LoanListPrefs> | null;
    if (!saved) return base;
    if (saved.view === 'card' || saved.view === 'list') base.view = saved.view;
    for (const page of LOAN_LIST_PAGES) {
      const stored = saved.pages?.[page];
      if (stored?.filters)
        base.pages[page] = {
          ...base.pages[page],
          ...stored,
          filters: { ...base.pages[page].filters, ...stored.filters },
        };
    }
  } catch {
    // Unreadable saved preferences: start from the defaults.
  }
  return base;
}

export const loanListPrefs = proxy<LoanListPrefs>(load());

let timer: ReturnType<typeof setTimeout> | null = null;
function save() {
  if (timer) clearTimeout(timer);
  timer = null;
  localStorage.setItem(KEY, JSON.stringify(loanListPrefs));
}
subscribe(loanListPrefs, () => {
  timer ??= setTimeout(save, SAVE_THROTTLE_MS);
});
// A reload or a closed tab within the throttle window must not lose the last change.
window.addEventListener('pagehide', () => {
  if (timer) save();
});

export function setLoanFilters(page: LoanListPage, filters: LoanFilters): void {
  loanListPrefs.pages[page].filters = filters;
}

export function toggleLoanFilters(page: LoanListPage): void {
  loanListPrefs.pages[page].filtersOpen = !loanListPrefs.pages[page].filtersOpen;
}

export function setLoanIdText(page: LoanListPage, text: string): void {
  loanListPrefs.pages[page].loanIdText = text;
}

/** Enter in the 'Search Loan Id' box: the id narrows the list; an empty box clears it. */
export function searchLoanId(page: LoanListPage, text: string): void {
  const id = Number.parseInt(text, 10);
  loanListPrefs.pages[page].filters = {
    ...loanListPrefs.pages[page].filters,
    loan_id: Number.isFinite(id) && id > 0 ? id : null,
  };
}

export function setLoanListView(view: LoanListLayout): void {
  loanListPrefs.view = view;
}

/** Sign-out: the next person starts from the defaults. */
export function resetLoanListPrefs(): void {
  Object.assign(loanListPrefs, defaults());
}
