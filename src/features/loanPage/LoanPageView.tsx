import { type Ref, Suspense } from 'react';
import type { StaffProfile } from '../../../machines/appSession/index.ts';
import type { LoanConfigJumpModel } from '../../../machines/loanConfigJump/index.ts';
import type { LoanPageTab } from '../../domain/access/loanPageTabs.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import { type LoanRecord, loanPageHref } from '../../domain/loanPage.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { ConfigJumpDialog } from './components/ConfigJumpDialog.tsx';
import { LoanHeader } from './components/LoanHeader.tsx';
import { LOAN_PAGE_TEXTS as T } from './loanPageTexts.ts';
import { LOAN_TAB_PANELS } from './loanTabs.ts';

export type LoanPageViewProps = {
  loan: LoanRecord;
  me: StaffProfile;
  flags: RoleFlags;
  /** The tabs this user sees, in order; `tab` is open. */
  tabs: readonly LoanPageTab[];
  tab: LoanPageTab;
  onSelectTab: (tab: LoanPageTab) => void;
  jump: LoanConfigJumpModel;
  /** The tab bar: what the page scrolls into view. */
  tabsRef?: Ref<HTMLDivElement>;
};

/** The loan page once the loan is read: its header, the tab bar and the open tab. */
export function LoanPageView(props: LoanPageViewProps) {
  const { loan, me, flags } = props;
  return (
    <>
      <LoanHeader loan={loan} />
      <div ref={props.tabsRef} className="scroll-mt-4">
        <Tabs
          label={T.tabsLabel}
          selected={props.tab}
          onSelect={props.onSelectTab}
          tabs={props.tabs.map((id) => {
            const Panel = LOAN_TAB_PANELS[id]!;
            return {
              id,
              label: T.tabs[id],
              warm: () => void Panel.preload(),
              href: `${loanPageHref(loan.id)}#${id}`,
              panel: (
                <Suspense fallback={<ListSkeleton label={T.loadingTab} lines={4} />}>
                  <Panel loan={loan} me={me} flags={flags} />
                </Suspense>
              ),
            };
          })}
        />
      </div>
      <ConfigJumpDialog view={props.jump} />
    </>
  );
}
