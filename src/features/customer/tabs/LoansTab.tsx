import { useState } from 'react';
import { Tabs } from '../../../ui/Tabs.tsx';
import type { CustomerTabProps } from '../customerTypes.ts';
import { DeletedLoanshares } from '../loans/DeletedLoanshares.tsx';
import { LOAN_TEXTS as T } from '../loans/loanTexts.ts';
import { SelfLoans } from '../loans/SelfLoans.tsx';

/**
 * The sub-tabs that exist so far: Created Loans and Collections come with a later issue. Which
 * one is open is this tab's own state (no deep link asks for a sub-tab).
 */
const SUB_TABS = ['self', 'deleted'] as const;
type SubTab = (typeof SUB_TABS)[number];

/** The Loans tab (the page's default): Self Loans and Deleted Loanshares. */
export function LoansTab(props: CustomerTabProps) {
  const [open, setOpen] = useState<SubTab>('self');
  return (
    <Tabs
      label={T.subTabsLabel}
      selected={open}
      onSelect={setOpen}
      tabs={SUB_TABS.map((id) => ({
        id,
        label: T.subTabs[id],
        panel: id === 'self' ? <SelfLoans {...props} /> : <DeletedLoanshares {...props} />,
      }))}
    />
  );
}
