import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type CustomerListActors,
  type CustomerQuery,
  connectCustomerList,
  customerListMachine,
} from '../../../machines/customerList/index.ts';
import { CustomersView } from './CustomersView.tsx';

export type CustomersRouteProps = {
  /** The header's search in force; null lists every customer. A change reloads from row 0. */
  query: CustomerQuery | null;
  /** /lender/user/{username}. */
  /** Absent while there is no customer page to open: rows are then plain text. */
  onOpenCustomer?: (username: string) => void;
  /** The call: the app passes the API-backed one, stories and tests pass fakes. */
  fetchPages: CustomerListActors['fetchPages'];
  /** When given, a 'Clear search' link shows with the search (set the query back to null). */
  onClearSearch?: () => void;
};

/** /lender/admin/customers: creates the list actor and renders its state. */
export function CustomersRoute(props: CustomersRouteProps) {
  // Built once; a later call prop is ignored like any initial state.
  const [logic] = useState(() =>
    customerListMachine.provide({ actors: { fetchPages: props.fetchPages } }),
  );
  const list = useActorRef(logic, { input: { filters: props.query } });
  const view = useSelector(
    list,
    (snapshot) => connectCustomerList(snapshot, list.send),
    shallowEqual,
  );

  // The machine ignores a search equal to the one in force.
  const { onFiltersChange } = view;
  useEffect(() => onFiltersChange(props.query), [props.query, onFiltersChange]);

  const open = useRef(props.onOpenCustomer);
  open.current = props.onOpenCustomer;
  const canOpen = props.onOpenCustomer !== undefined;
  const onOpenCustomer = useCallback((username: string) => open.current?.(username), []);

  return (
    <CustomersView
      list={view}
      onOpenCustomer={canOpen ? onOpenCustomer : undefined}
      onClearSearch={props.onClearSearch}
    />
  );
}
