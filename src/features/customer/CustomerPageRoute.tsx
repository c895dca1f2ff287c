import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type CustomerPageActors,
  type CustomerTab,
  connectCustomerPage,
  customerPageMachine,
  hashOfTab,
  tabFromHash,
} from '../../../machines/customerPage/index.ts';
import { CustomerPageView } from './CustomerPageView.tsx';

export type CustomerPageRouteProps = CustomerPageActors & {
  /** The customer, from /lender/user/{username}. */
  username: string;
  /** The location hash ('#activity'): it picks the tab, now and when it changes. */
  hash: string;
  /** Called with the new hash ('#activity') when the user opens another tab. */
  onHashChange: (hash: string) => void;
  /** The customer list, e.g. '/lender/admin/customers'. */
  backHref: string | null;
};

/**
 * /lender/user/{username}: one page actor per customer (another username starts afresh, and
 * leaving aborts the calls in flight).
 */
export function CustomerPageRoute(props: CustomerPageRouteProps) {
  return <CustomerPage key={props.username} {...props} />;
}

function CustomerPage(props: CustomerPageRouteProps) {
  // Built once; later call props are ignored like any initial state.
  const [logic] = useState(() =>
    customerPageMachine.provide({
      actors: {
        checkCustomerAccess: props.checkCustomerAccess,
        getCustomerProfile: props.getCustomerProfile,
        listProfileVersions: props.listProfileVersions,
        getCustomerActivity: props.getCustomerActivity,
      },
    }),
  );
  const page = useActorRef(logic, { input: { username: props.username, hash: props.hash } });

  // Back/forward or an edited hash: the machine ignores the tab already open.
  useEffect(() => {
    page.send({ type: 'tab.select', tab: tabFromHash(props.hash) });
  }, [props.hash, page]);

  const onHashChange = useRef(props.onHashChange);
  onHashChange.current = props.onHashChange;
  const onSelectTab = useCallback(
    (tab: CustomerTab) => {
      page.send({ type: 'tab.select', tab });
      if (page.getSnapshot().context.tab === tab) onHashChange.current(hashOfTab(tab));
    },
    [page],
  );
  const onSelectVersion = useCallback(
    (history_date: string | null) => page.send({ type: 'version.select', history_date }),
    [page],
  );
  const onRetry = useCallback(() => page.send({ type: 'page.retry' }), [page]);
  const onRetryActivity = useCallback(() => page.send({ type: 'activity.retry' }), [page]);
  const view = useSelector(page, connectCustomerPage, shallowEqual);

  return (
    <CustomerPageView
      page={view}
      backHref={props.backHref}
      onSelectTab={onSelectTab}
      onSelectVersion={onSelectVersion}
      onRetry={onRetry}
      onRetryActivity={onRetryActivity}
    />
  );
}
