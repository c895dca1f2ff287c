import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RoleFlags } from '../../domain/access/roles.ts';
import { createLeaveGuard, LeaveGuardProvider } from '../../ui/hooks/leaveGuard.tsx';
import { CustomerByUserId } from './CustomerByUserId.tsx';
import { CustomerPageView } from './CustomerPageView.tsx';
import { LeaveTabDialog } from './components/LeaveTabDialog.tsx';
import { customerGate } from './customerGate.ts';
import { customerPageQueries, type MainQueries } from './customerQueries.ts';
import { customerRef, hashOfTab, isCustomerId, tabFromHash } from './customerRules.ts';
import type { CustomerProfile, CustomerTab, CustomerTabProps } from './customerTypes.ts';

export type CustomerPageRouteProps = {
  /** Query hooks over the plain v1 client. */
  queries: MainQueries;
  /** The customer as the address names them: /lender/user/{user_id or username}. */
  idOrUsername: string;
  /** The location hash ('#activity'): it is the open tab. */
  hash: string;
  /**
   * Called with the new hash ('#activity') when the user opens another tab; with `replace` when
   * the page names the tab it landed on (no history entry, so Back leaves the page).
   */
  onHashChange: (hash: string, options?: { replace: boolean }) => void;
  /** The customer list, e.g. '/lender/admin/customers'. */
  backHref: string | null;
  /** The signed-in user's role flags: what the page offers and fetches. */
  flags: RoleFlags;
  /** The signed-in user's username. */
  me: string;
};

/** The profile on screen and the version it is (null: current). */
type Shown = { historyDate: string | null; profile: CustomerProfile };

/**
 * /lender/user/{user_id or username}: a user id resolves to the username first (the address
 * keeps the id); a username, or a segment that can name nobody, opens the page directly.
 */
export function CustomerPageRoute({ idOrUsername, ...rest }: CustomerPageRouteProps) {
  const ref = customerRef(idOrUsername);
  if (ref.kind !== 'userId') {
    return <CustomerPage key={idOrUsername} username={idOrUsername} {...rest} />;
  }
  return (
    <CustomerByUserId
      key={idOrUsername}
      queries={rest.queries}
      userId={ref.userId}
      segment={idOrUsername}
      backHref={rest.backHref}
    >
      {(username) => <CustomerPage key={username} username={username} {...rest} />}
    </CustomerByUserId>
  );
}

type CustomerPageProps = Omit<CustomerPageRouteProps, 'idOrUsername'> & { username: string };

/**
 * The page of one username. The access check first; then the profile (of the picked version) and
 * its saved versions; each tab reads its own server state when it opens, keyed by the picked
 * version. Another username starts afresh.
 */
function CustomerPage(props: CustomerPageProps) {
  const { queries, username, hash, onHashChange, backHref, flags, me } = props;
  const reads = useMemo(() => customerPageQueries(queries, username), [queries, username]);
  const access = useQuery({ ...reads.access, enabled: isCustomerId(username) });
  const allowed = access.data?.allowed === true;
  // The version asked for (null: current); the selector shows it while it loads or fails.
  const [requested, setRequested] = useState<string | null>(null);
  const profile = useQuery({
    ...reads.profile(requested),
    enabled: allowed,
    // Another version loads while the one on screen stays.
    placeholderData: keepPreviousData,
  });
  const versions = useQuery({ ...reads.versions, enabled: allowed });
  // The current profile (the same query as the page's first read): whether the customer is
  // blacklisted now, which a saved version does not record.
  const current = useQuery({ ...reads.profile(null), enabled: allowed });
  const tabProps = useMemo<CustomerTabProps>(
    () => ({ queries, username, historyDate: requested, flags, me }),
    [queries, username, requested, flags, me],
  );

  // The last version that arrived stays on screen when another one fails (adjusting state while
  // rendering, as React advises for values derived from a change).
  const [shown, setShown] = useState<Shown | null>(null);
  if (profile.isSuccess && !profile.isPlaceholderData && shown?.profile !== profile.data) {
    setShown({ historyDate: requested, profile: profile.data });
  }

  const onHash = useRef(onHashChange);
  onHash.current = onHashChange;
  const onSelectTab = useCallback((tab: CustomerTab) => onHash.current(hashOfTab(tab)), []);
  // No hash, or one naming no tab: the address says which tab the page landed on.
  const landed = hashOfTab(tabFromHash(hash));
  useEffect(() => {
    if (landed !== hash) onHash.current(landed, { replace: true });
  }, [landed, hash]);

  // The tab on screen follows the address, unless the open tab holds unsaved edits: then the
  // switch (a click or Back) waits for the user's answer.
  const [guard] = useState(createLeaveGuard);
  const requestedTab = tabFromHash(hash);
  const [tab, setTab] = useState(requestedTab);
  const [leavingTo, setLeavingTo] = useState<CustomerTab | null>(null);
  useEffect(() => {
    if (requestedTab === tab) setLeavingTo(null);
    else if (guard.held()) setLeavingTo(requestedTab);
    else setTab(requestedTab);
  }, [requestedTab, tab, guard]);
  const stay = useCallback(() => onHash.current(hashOfTab(tab), { replace: true }), [tab]);
  const leave = useCallback(() => {
    if (leavingTo) setTab(leavingTo);
  }, [leavingTo]);

  return (
    <LeaveGuardProvider guard={guard}>
      <LeaveTabDialog open={leavingTo !== null} onStay={stay} onLeave={leave} />
      <CustomerPageView
        username={username}
        backHref={backHref}
        gate={customerGate({ username, access, profileError: profile.error })}
        access={access}
        versions={versions}
        profile={{ ...profile, data: profile.data ?? shown?.profile }}
        blacklistedNow={current.data?.blacklisted}
        versionLoading={profile.isPlaceholderData}
        shownVersion={shown?.historyDate ?? null}
        selectedVersion={requested}
        tabProps={tabProps}
        tab={tab}
        onSelectTab={onSelectTab}
        onSelectVersion={setRequested}
      />
    </LeaveGuardProvider>
  );
}
