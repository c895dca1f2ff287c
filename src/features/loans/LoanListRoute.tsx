import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  connectDecisionDialog,
  connectDecisionRows,
  type LoanDecision,
  type LoanDecisionActors,
  loanDecisionMachine,
} from '../../../machines/loanDecision/index.ts';
import {
  connectLoanList,
  defaultLoanFilters,
  type LoanFilters,
  type LoanListActors,
  type LoanListPage,
  type LoanSummary,
  loanListMachine,
  sameFilters,
} from '../../../machines/loanList/index.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import { DecisionDialog } from './DecisionDialog.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { type LoanListLayout, LoanListView } from './LoanListView.tsx';

export type LoanListRouteProps = {
  /** Which list. The app mounts a new route per page (key it by page). */
  page: LoanListPage;
  /** The filters in force; a change reloads the list from its first row. */
  filters: LoanFilters;
  view: LoanListLayout;
  /** The signed-in user's roles (read once, when the route mounts). */
  flags: RoleFlags;
  /** Where a loan id links to (a link opens in a new tab too); absent: ids are plain text. */
  loanHref?: (loan: LoanSummary) => string;
  /** The calls: the app passes the API-backed ones, stories and tests pass fakes. */
  fetchLoanPages: LoanListActors['fetchLoanPages'];
  decideLoan: LoanDecisionActors['decideLoan'];
  /** When given, the filter panel shows above the list and reports what is applied. */
  filtersOpen?: boolean;
  onFiltersChange?: (filters: LoanFilters) => void;
};

/** Creates the list and decision actors and renders their state. */
export function LoanListRoute(props: LoanListRouteProps) {
  const { page, filters, flags } = props;
  // Built once; later call props are ignored like any initial state.
  const [listLogic] = useState(() =>
    loanListMachine.provide({ actors: { fetchLoanPages: props.fetchLoanPages } }),
  );
  const [decisionLogic] = useState(() =>
    loanDecisionMachine.provide({ actors: { decideLoan: props.decideLoan } }),
  );
  const list = useActorRef(listLogic, { input: { page, filters } });
  const decision = useActorRef(decisionLogic, { input: { flags } });

  // A decided loan replaces its row where it stands.
  useEffect(() => {
    const subscription = decision.on('loan.decided', ({ loan }) =>
      list.send({ type: 'row.update', loan }),
    );
    return () => subscription.unsubscribe();
  }, [decision, list]);

  const applied = useRef(filters);
  useEffect(() => {
    if (sameFilters(applied.current, filters)) return;
    applied.current = filters;
    list.send({ type: 'filters.change', filters });
  }, [filters, list]);

  const listView = useSelector(list, connectLoanList, shallowEqual);
  const rowsModel = useSelector(decision, connectDecisionRows, shallowEqual);
  const dialog = useSelector(decision, connectDecisionDialog, shallowEqual);

  const onViewport = useCallback(
    (lastVisible: number) => list.send({ type: 'list.viewport', lastVisible }),
    [list],
  );
  const onRetry = useCallback(() => list.send({ type: 'list.retry' }), [list]);
  const onDecide = useCallback(
    (loan: LoanSummary, choice: LoanDecision) =>
      decision.send({ type: 'decision.choose', loan, decision: choice }),
    [decision],
  );

  return (
    <div className="flex flex-col gap-4">
      {props.filtersOpen && props.onFiltersChange ? (
        <FilterPanel
          value={filters}
          defaults={defaultLoanFilters(page)}
          flags={flags}
          onApply={props.onFiltersChange}
        />
      ) : null}
      <LoanListView
        list={listView}
        decisions={rowsModel}
        view={props.view}
        notice={dialog.notice}
        onViewport={onViewport}
        onRetry={onRetry}
        onDecide={onDecide}
        loanHref={props.loanHref}
      />
      <DecisionDialog view={dialog} send={decision.send} />
    </div>
  );
}
