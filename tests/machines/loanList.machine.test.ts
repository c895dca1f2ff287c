import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { parse } from 'yaml';
import type { LoanDecisionActors } from '../../machines/loanDecision/index.ts';
import { DECISION_SAMPLE } from '../../machines/loanDecision/loanDecision.paths.ts';
import {
  decisionOf,
  defaultLoanFilters,
  filterStatusOptions,
  filtersProblem,
  LENDER_VISIBLE_STATUSES,
  LOAN_LIST_PAGES,
  type LoanListActors,
  loanListMachine,
  provideLoanList,
  toLoanListQuery,
} from '../../machines/loanList/index.ts';
import { LIST_SAMPLE, loanListPaths } from '../../machines/loanList/loanList.paths.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { DEFAULT_LIST_STATUSES, LIST_FILTER_STATUSES } from '../../src/domain/loans.ts';
import { deferredActors } from '../support/deferred.ts';
import { pathsOfSpec } from '../support/paths.ts';

/* What only the loan list does; the paged list itself is tested in pagedList.machine.test.ts. */

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('loanList: a decided loan', () => {
  // Every generated path, step by step: seconds of CPU on a busy machine.
  it('shows its new version in place until the list starts over, on every generated path', () => {
    for (const path of pathsOfSpec(loanListPaths)) {
      path.steps.forEach((step, i) => {
        const history = path.steps.slice(0, i + 1);
        const since = history.findLastIndex((s) => s.event.type === 'filters.change');
        const decided = history.slice(since + 1).some((s) => s.event.type === 'row.changed');
        const first = step.state.context.rows[0];
        if (first) {
          expect(first.status).toBe(decided ? LIST_SAMPLE.updatedRow.status : 'ready_for_review');
        }
      });
    }
  }, 30_000);

  it('is told by the decision running inside the list, and replaces its row where it stands', async () => {
    const fakes = deferredActors<LoanListActors & LoanDecisionActors>(['fetchPages', 'decideLoan']);
    const actor = createActor(provideLoanList(fakes.actors), {
      input: { scope: { page: 'search-loan', flags: DECISION_SAMPLE.flags } },
    }).start();
    fakes.latest('fetchPages').resolve({ count: 4, results: [...DECISION_SAMPLE.loans] });
    await settle();
    const before = actor.getSnapshot().context.rows;
    const decision = decisionOf(actor.getSnapshot())!;
    decision.send({ type: 'decision.choose', loan: DECISION_SAMPLE.review, decision: 'approve' });
    decision.send({ type: 'decision.confirm' });
    expect(fakes.latest('decideLoan').input).toEqual({ loan_id: 1, decision: 'approve' });
    fakes.latest('decideLoan').resolve(LIST_SAMPLE.updatedRow);
    await settle();
    const after = actor.getSnapshot().context.rows;
    expect(after[0]).toBe(LIST_SAMPLE.updatedRow);
    expect(after.slice(1)).toEqual(before.slice(1));
    expect(decision.getSnapshot().matches({ closed: 'done' })).toBe(true);
    // The decision has the user's roles from the list's scope.
    expect(decision.getSnapshot().context.flags).toEqual(DECISION_SAMPLE.flags);
    // A loan no longer listed changes nothing.
    actor.send({ type: 'row.changed', row: { ...LIST_SAMPLE.updatedRow, id: 999 } });
    expect(actor.getSnapshot().context.rows).toBe(after);
  });
});

describe('loan list rules', () => {
  it('opens each page with its default statuses (search: all loans)', () => {
    for (const page of LOAN_LIST_PAGES) {
      const actor = createActor(loanListMachine, {
        input: { scope: { page, flags: roleFlagsOf('is_admin') } },
      });
      const expected = page === 'search-loan' ? [] : DEFAULT_LIST_STATUSES[page];
      expect(actor.getSnapshot().context.filters.statuses).toEqual(expected);
    }
  });

  it('sends only the filters that are set', () => {
    const filters = defaultLoanFilters('search-loan');
    expect(toLoanListQuery({ filters, start: 0, entries: 8 })).toEqual({
      start: 0,
      entries: 8,
    });
    const full = {
      statuses: ['loan_disbursed', 'completed'] as const,
      team_lead: 'field_sales' as const,
      from_date: '2025-01-01',
      to_date: '2025-01-31',
      loan_id: 42,
    };
    expect(toLoanListQuery({ filters: full, start: 16, entries: 8 })).toEqual({
      status: ['loan_disbursed', 'completed'],
      team_lead: 'field_sales',
      from_date: '2025-01-01',
      to_date: '2025-01-31',
      loan_id: 42,
      start: 16,
      entries: 8,
    });
  });

  it('offers lenders the disbursed statuses only', () => {
    const disbursedFamily = [...LENDER_VISIBLE_STATUSES].sort();
    expect([...filterStatusOptions(roleFlagsOf('is_lender'))].sort()).toEqual(disbursedFamily);
    expect([...filterStatusOptions(roleFlagsOf('is_lender_read_only'))].sort()).toEqual(
      disbursedFamily,
    );
    expect(filterStatusOptions(roleFlagsOf('is_lender', 'is_admin'))).toEqual(LIST_FILTER_STATUSES);
    expect(filterStatusOptions(roleFlagsOf('is_credit_manager'))).toEqual(LIST_FILTER_STATUSES);
  });

  it('refuses a date range that ends before it starts', () => {
    const filters = defaultLoanFilters('search-loan');
    expect(filtersProblem({ ...filters, from_date: '2025-02-01', to_date: '2025-01-31' })).toBe(
      'dateRange',
    );
    expect(filtersProblem({ ...filters, from_date: '2025-01-31', to_date: '2025-01-31' })).toBe(
      null,
    );
    expect(filtersProblem({ ...filters, from_date: '2025-01-31' })).toBe(null);
  });

  it('filters by statuses the contract knows', () => {
    const contract = parse(readFileSync('openapi/main.yaml', 'utf8'));
    const known: string[] = contract.components.schemas.LoanStatus.enum;
    for (const status of LIST_FILTER_STATUSES) expect(known).toContain(status);
    for (const statuses of Object.values(DEFAULT_LIST_STATUSES)) {
      for (const status of statuses) expect(known).toContain(status);
    }
  });
});
