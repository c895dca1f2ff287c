import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import {
  connectDecisionDialog,
  connectDecisionRows,
  type LoanDecisionActors,
} from '../../../machines/loanDecision/index.ts';
import {
  connectLoanList,
  decisionOf,
  defaultLoanFilters,
  type LoanFilters,
  type LoanListActors,
  type LoanListPage,
  type LoanSummary,
  provideLoanList,
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
  fetchPages: LoanListActors['fetchPages'];
  decideLoan: LoanDecisionActors['decideLoan'];
  /** When given, the filter panel shows above the list and reports what is applied. */
  filtersOpen?: boolean;
  onFiltersChange?: (filters: LoanFilters) => void;
};

/**
 * Creates the list actor (its decision runs inside it: a decided loan replaces its row there)
 * and renders their state.
 */
export function LoanListRoute(props: LoanListRouteProps) {
  const { page, filters, flags } = props;
  // Built once; later call props are ignored like any initial state.
  const [logic] = useState(() =>
    provideLoanList({ fetchPages: props.fetchPages, decideLoan: props.decideLoan }),
  );
  const list = useActorRef(logic, { input: { scope: { page, flags }, filters } });
  const listView = useSelector(
    list,
    (snapshot) => connectLoanList(snapshot, list.send),
    shallowEqual,
  );
  const decision = useSelector(list, decisionOf)!;
  const rowsModel = useSelector(
    decision,
    (snapshot) => connectDecisionRows(snapshot, decision.send),
    shallowEqual,
  );
  const dialog = useSelector(
    decision,
    (snapshot) => connectDecisionDialog(snapshot, decision.send),
    shallowEqual,
  );

  // The app keeps the filters (per page); the machine ignores the ones in force.
  const { onFiltersChange } = listView;
  useEffect(() => onFiltersChange(filters), [filters, onFiltersChange]);

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
        onDecide={rowsModel.onDecide}
        loanHref={props.loanHref}
      />
      <DecisionDialog view={dialog} />
    </div>
  );
}
