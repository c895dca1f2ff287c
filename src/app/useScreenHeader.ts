import { useSnapshot } from 'valtio';
// The rule itself, not the customers feature's index (which would bring its table along).
import { canSubmitCustomerSearch } from '../../machines/customerList/customerList.rules.ts';
import type { LoanListPage } from '../../machines/loanList/index.ts';
import {
  customerSearch,
  setCustomerQuery,
  toggleCustomerFilters,
} from '../stores/customerSearch.ts';
import {
  loanListPrefs,
  searchLoanId,
  setLoanIdText,
  setLoanListView,
  toggleLoanFilters,
} from '../stores/loanListPrefs.ts';
import type { HeaderKind } from './screens.tsx';
import type { HeaderProps } from './shell/index.ts';

export type ScreenHeader = HeaderProps extends infer H
  ? H extends unknown
    ? Omit<H, 'userMenu'>
    : never
  : never;

/** The header tools of a screen, wired to the stores its page reads. */
export function useScreenHeader(kind: HeaderKind, screenKey: string): ScreenHeader {
  const search = useSnapshot(customerSearch);
  const loans = useSnapshot(loanListPrefs);
  switch (kind) {
    case 'loans': {
      const page = screenKey as LoanListPage;
      const prefs = loans.pages[page];
      return {
        variant: 'loans',
        loanSearch: {
          loanId: prefs.loanIdText,
          onLoanIdChange: (text) => setLoanIdText(page, text),
          onSearchLoanId: (text) => searchLoanId(page, text),
          filterOpen: prefs.filtersOpen,
          onFilterToggle: () => toggleLoanFilters(page),
          view: loans.view,
          onViewChange: setLoanListView,
        },
      };
    }
    case 'customers':
      return {
        variant: 'customers',
        customerSearch: {
          canSearch: canSubmitCustomerSearch,
          onSearch: setCustomerQuery,
          initialType: search.query?.type,
          initialValue: search.query?.value,
          filterOpen: search.filtersOpen,
          onFilterToggle: toggleCustomerFilters,
        },
      };
    default:
      return { variant: 'plain' };
  }
}
