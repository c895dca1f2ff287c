import type { ReactNode } from 'react';
import { CustomerSearch, type CustomerSearchProps } from './CustomerSearch.tsx';
import { LazyUserMenu } from './LazyUserMenu.tsx';
import { LoanSearch, type LoanSearchProps } from './LoanSearch.tsx';
import type { UserMenuProps } from './UserMenu.tsx';

type HeaderBase = {
  userMenu: UserMenuProps;
  /**
   * The screen's title, shown at the left of the header as the page's one h1: only for screens
   * whose content has no heading of its own.
   */
  title?: string;
  /** The logo, when there is no sidebar to carry it. */
  brand?: ReactNode;
};

/** Which tools the header carries: none, customer search, or the loan-list tools. */
export type HeaderProps = HeaderBase &
  (
    | { variant: 'plain' }
    | { variant: 'customers'; customerSearch: CustomerSearchProps }
    | { variant: 'loans'; loanSearch: LoanSearchProps }
  );

/** The dashboard header: the page's tools on the left, the user menu on the right. */
export function Header(props: HeaderProps) {
  return (
    <header className="flex min-h-16 flex-1 items-start justify-between gap-4 border-b border-slate-200 bg-white px-4 py-2">
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-4 self-center">
        {props.brand}
        {props.title ? (
          <h1 className="text-lg font-semibold text-slate-900">{props.title}</h1>
        ) : null}
        {props.variant === 'customers' ? <CustomerSearch {...props.customerSearch} /> : null}
        {props.variant === 'loans' ? <LoanSearch {...props.loanSearch} /> : null}
      </div>
      <div className="shrink-0 md:self-center">
        <LazyUserMenu {...props.userMenu} />
      </div>
    </header>
  );
}
