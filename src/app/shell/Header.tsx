import type { ReactNode } from 'react';
import { CustomerSearch, type CustomerSearchProps } from './CustomerSearch.tsx';
import { LoanSearch, type LoanSearchProps } from './LoanSearch.tsx';
import { UserMenu, type UserMenuProps } from './UserMenu.tsx';

type HeaderBase = {
  userMenu: UserMenuProps;
  /** Optional page title shown at the left of a plain header. */
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
        {props.title ? <p className="text-lg font-semibold text-slate-900">{props.title}</p> : null}
        {props.variant === 'customers' ? <CustomerSearch {...props.customerSearch} /> : null}
        {props.variant === 'loans' ? <LoanSearch {...props.loanSearch} /> : null}
      </div>
      <div className="shrink-0 md:self-center">
        <UserMenu {...props.userMenu} />
      </div>
    </header>
  );
}
