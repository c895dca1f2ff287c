import { Suspense, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { lazyPanel } from '../../../ui/lazyPanel.tsx';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { Tabs } from '../../../ui/Tabs.tsx';
import type { CustomerTabProps } from '../customerTypes.ts';
import { DeletedLoanshares } from '../loans/DeletedLoanshares.tsx';
import { LOAN_TEXTS as T } from '../loans/loanTexts.ts';
import { SelfLoans } from '../loans/SelfLoans.tsx';

/**
 * The sub-tabs in the spec's order. Which one is open is this tab's own state (no deep link asks
 * for a sub-tab). Created Loans and Collections are their own chunks: the Loans tab is the page's
 * default, on its critical path.
 */
const SUB_TABS = ['self', 'created', 'deleted', 'collections'] as const;
type SubTab = (typeof SUB_TABS)[number];

// The loan document grid under Self Loans: its own chunk, off the page's critical path.
const LoanDocumentsSection = lazyPanel(() =>
  import('./LoanDocumentsSection.tsx').then((m) => m.LoanDocumentsSection),
);

const LAZY_SUB_TABS = {
  created: lazyPanel(() => import('./CreatedLoansTab.tsx').then((m) => m.CreatedLoansTab)),
  collections: lazyPanel(() => import('./CollectionsTab.tsx').then((m) => m.CollectionsTab)),
};

/** Every lazy sub-tab's chunk, fetched: stories render a sub-tab at once. */
export const preloadLoanSubTabs = () =>
  Promise.all(Object.values(LAZY_SUB_TABS).map((tab) => tab.preload()));

/** Self Loans, then the loan documents on request (their chunk loads on that gesture). */
function SelfLoansWithDocuments(props: CustomerTabProps) {
  const [documents, setDocuments] = useState(false);
  return (
    <>
      <SelfLoans {...props} />
      <div className="mt-6">
        <Button
          variant="secondary"
          aria-expanded={documents}
          onClick={() => setDocuments(!documents)}
          onPointerEnter={() => void LoanDocumentsSection.preload()}
          onFocus={() => void LoanDocumentsSection.preload()}
        >
          {T.loanDocuments}
        </Button>
      </div>
      {documents ? (
        <Suspense fallback={<ListSkeleton label={T.loanDocuments} lines={4} />}>
          <LoanDocumentsSection {...props} />
        </Suspense>
      ) : null}
    </>
  );
}

function SubTabPanel({ id, ...props }: CustomerTabProps & { id: SubTab }) {
  if (id === 'self') return <SelfLoansWithDocuments {...props} />;
  if (id === 'deleted') return <DeletedLoanshares {...props} />;
  const Panel = LAZY_SUB_TABS[id];
  return (
    <Suspense fallback={<ListSkeleton label={T.loadingSubTab(T.subTabs[id])} lines={4} />}>
      <Panel {...props} />
    </Suspense>
  );
}

/** The Loans tab (the page's default): Self Loans, Created Loans, Deleted Loanshares, Collections. */
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
        panel: <SubTabPanel id={id} {...props} />,
        warm:
          id === 'created' || id === 'collections'
            ? () => void LAZY_SUB_TABS[id].preload()
            : undefined,
      }))}
    />
  );
}
