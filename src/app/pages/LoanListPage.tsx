import { useSnapshot } from 'valtio';
import type { LoanFilters, LoanListPage as Page } from '../../../machines/loanList/index.ts';
import { deriveRoleFlags } from '../../domain/access/index.ts';
import { loanPageHref } from '../../domain/loanPage.ts';
import { createLoanActors, LoanListRoute } from '../../features/loans/index.ts';
import { loanListPrefs, setLoanFilters } from '../../stores/loanListPrefs.ts';
import type { ScreenProps } from '../screenProps.ts';
import { api } from '../services.ts';

const actors = createLoanActors(api.mainPlain);

/** The four loan lists: the page's saved filters, the header's view and filter toggle. */
export default function LoanListPage({ profile, screenKey }: ScreenProps) {
  const page = screenKey as Page;
  const prefs = useSnapshot(loanListPrefs);
  const pagePrefs = prefs.pages[page];
  return (
    <LoanListRoute
      key={page}
      page={page}
      filters={pagePrefs.filters as LoanFilters}
      view={prefs.view}
      flags={deriveRoleFlags(profile)}
      fetchPages={actors.fetchPages}
      decideLoan={actors.decideLoan}
      loanHref={(loan) => loanPageHref(loan.id)}
      filtersOpen={pagePrefs.filtersOpen}
      onFiltersChange={(filters) => setLoanFilters(page, filters)}
    />
  );
}
