import { useQuery } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StaffProfile } from '../../../machines/appSession/index.ts';
import {
  connectLoanConfigJump,
  loanConfigJumpMachine,
} from '../../../machines/loanConfigJump/index.ts';
import {
  type LoanPageTab,
  loanTabFromHash,
  visibleLoanTabs,
} from '../../domain/access/loanPageTabs.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import type { LoanRecord } from '../../domain/loanPage.ts';
import { messages } from '../../domain/messages.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { LoanBreadcrumb } from './components/LoanHeader.tsx';
import { LoanPageView } from './LoanPageView.tsx';
import { LoanQueriesProvider } from './loanPageContext.tsx';
import { LOAN_PAGE_TEXTS as T } from './loanPageTexts.ts';
import { loanPageQueries, type MainQueries } from './loanQueries.ts';
import { builtLoanTabs } from './loanTabs.ts';

export type LoanPageRouteProps = {
  queries: MainQueries;
  /** The address's segment: /lender/loan/{loan_id}. */
  loanSegment: string;
  /** The location hash ('#cibilStatus'): it is the open tab. */
  hash: string;
  /** A new hash; `replace` when the page names the tab it landed on (no history entry). */
  onHashChange: (hash: string, options?: { replace: boolean }) => void;
  me: StaffProfile;
  flags: RoleFlags;
};

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error
    ? (error as { status?: number }).status
    : undefined;

/**
 * /lender/loan/{loan_id}: the loan, then its tabs. A segment that is no loan id, a loan the server
 * does not know (its words) and a refusal say so with nothing to retry; other failures offer Retry.
 */
export function LoanPageRoute(props: LoanPageRouteProps) {
  const loanId = /^[1-9]\d{0,9}$/.test(props.loanSegment) ? Number(props.loanSegment) : null;
  return (
    <section aria-label={T.page(props.loanSegment)} className="flex flex-col gap-4">
      <LoanBreadcrumb loanId={props.loanSegment} />
      {loanId === null ? (
        <>
          <PageTitle segment={props.loanSegment} />
          <Statement text={T.notALoanId(props.loanSegment)} />
        </>
      ) : (
        <LoanQueriesProvider queries={props.queries}>
          <LoanById key={loanId} loanId={loanId} {...props} />
        </LoanQueriesProvider>
      )}
    </section>
  );
}

/** The page's one h1 until the loan is on screen (then its header holds it). */
function PageTitle({ segment }: { segment: string }) {
  return <h1 className="text-xl font-semibold text-slate-900">{T.page(segment)}</h1>;
}

function Statement({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-md bg-white p-8 text-center text-lg text-slate-800">
      {text}
    </p>
  );
}

function LoanById(props: LoanPageRouteProps & { loanId: number }) {
  const loan = useQuery(loanPageQueries(props.queries, props.loanId).loan);
  const status = statusOf(loan.error);
  const title = loan.data === undefined ? <PageTitle segment={String(props.loanId)} /> : null;
  if (loan.data === undefined && status === 404) {
    return (
      <>
        {title}
        <Statement text={(loan.error as Error).message} />
      </>
    );
  }
  if (status === 403) {
    return (
      <>
        {title}
        <Statement text={messages.common.noAccessToPage} />
      </>
    );
  }
  return (
    <>
      {title}
      <QueryPanel
        query={loan}
        errorText={messages.common.somethingWentWrong}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loading} lines={4} />}
      >
        {(data) => <OpenLoan {...props} loan={data} />}
      </QueryPanel>
    </>
  );
}

/** The loan on screen: the tab the address names (else the first this user sees), and the jump. */
function OpenLoan(props: LoanPageRouteProps & { loan: LoanRecord }) {
  const { loan, flags, me, hash } = props;
  const tabs = builtLoanTabs(visibleLoanTabs(flags, me.username));
  const tab = loanTabFromHash(hash, tabs);
  const onHash = useRef(props.onHashChange);
  onHash.current = props.onHashChange;
  const tabsRef = useRef<HTMLDivElement>(null);
  // Only a tab the address named (a link, a reload) or a click is scrolled to: a bare page opens
  // at its header.
  const named = useRef(hash !== '');

  const [logic] = useState(() =>
    loanConfigJumpMachine.provide({
      actions: {
        openLoanConfig: () => onHash.current('#loanConfig'),
        scrollToTab: () => {
          if (named.current) tabsRef.current?.scrollIntoView({ block: 'start' });
        },
      },
    }),
  );
  const actor = useActorRef(logic, {
    input: {
      isDisbursalTeam: flags.is_disbursal_team,
      loan: {
        status: loan.status,
        default_lender: loan.default_lender,
        emi_start_date: loan.emi_start_date,
      },
    },
  });
  const jump = useView(actor, (snapshot) => connectLoanConfigJump(snapshot, actor.send))!;

  // No hash, or one naming no tab this user sees: the address says where the page landed.
  const landed = `#${tab}`;
  useEffect(() => {
    if (landed !== hash) onHash.current(landed, { replace: true });
  }, [landed, hash]);
  // Each tab asked for after the first (which the machine waits for from the start) is
  // scrolled to after the machine's delay.
  const scrolledFor = useRef(tab);
  useEffect(() => {
    if (scrolledFor.current === tab) return;
    scrolledFor.current = tab;
    named.current = true;
    jump.onTabRequested();
  }, [tab, jump]);

  const onSelectTab = useCallback((next: LoanPageTab) => onHash.current(`#${next}`), []);
  return (
    <LoanPageView
      loan={loan}
      me={me}
      flags={flags}
      tabs={tabs}
      tab={tab}
      onSelectTab={onSelectTab}
      jump={jump}
      tabsRef={tabsRef}
    />
  );
}
