// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { userEvent } from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, fromPromise } from 'xstate';
import {
  connectDecisionDialog,
  connectDecisionRows,
  DECISION_TEXTS,
  type DecideLoanInput,
  type LoanDecision,
  type LoanDecisionActors,
  type LoanDecisionContext,
  rowActions,
} from '../../machines/loanDecision/index.ts';
import {
  DECISION_EVENTS,
  loanDecisionPaths,
  DECISION_SAMPLE as SAMPLE,
} from '../../machines/loanDecision/loanDecision.paths.ts';
import { loanDecisionShows } from '../../machines/loanDecision/loanDecision.shows.ts';
import {
  defaultLoanFilters,
  type LoanListActors,
  type LoanSummary,
} from '../../machines/loanList/index.ts';
import { doneEvent } from '../../machines/pathSpec.ts';
import { statusLabel } from '../../src/domain/loans.ts';
import { LoanListRoute } from '../../src/features/loans/LoanListRoute.tsx';
import { LOAN_TEXTS as T } from '../../src/features/loans/loanTexts.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { walk } from '../support/paths.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

/* jsdom lays nothing out: the scroll area gets a fixed size (all four rows fit). */
beforeAll(() => {
  for (const [key, size] of [
    ['clientHeight', 400],
    ['clientWidth', 1000],
  ] as const) {
    Object.defineProperty(HTMLElement.prototype, key, {
      configurable: true,
      get(this: HTMLElement) {
        return this.hasAttribute('data-loan-scroll') ? size : 0;
      },
    });
  }
});
afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

type Fakes = DeferredActors<LoanListActors & LoanDecisionActors>;
type Context = ReplayContext<Fakes>;

const rowOf = (id: number) => screen.getByRole('row', { name: T.rowLabel(id), hidden: true });
const dialog = () => within(screen.getByRole('dialog'));

async function retype(user: UserEvent, value: string) {
  const box = dialog().getByRole('textbox', { name: T.dialog.comment });
  await user.clear(box);
  if (value) await user.type(box, value);
}

/** The list as the user sees it at this step: decided loans replaced where they stood. */
function listedLoans({ path, step }: Context): LoanSummary[] {
  const rows = [...SAMPLE.loans];
  for (const { event } of path.steps.slice(1, step + 1)) {
    if (event.type !== 'xstate.done.actor.decideLoan') continue;
    const loan = event.output as LoanSummary;
    rows[rows.findIndex((row) => row.id === loan.id)] = loan;
  }
  return rows;
}

function expectDecisionState(state: AnyMachineSnapshot, context: Context) {
  // What the flow declares for this state, against the DOM; then the list's own checks.
  expectScreenShows(loanDecisionShows as never, state, screen);
  const view = connectDecisionDialog(state as never);
  const rows = connectDecisionRows(state as never);

  // Every row offers what its loan allows, in place, locked while its decision is open.
  listedLoans(context).forEach((loan, index) => {
    const row = rowOf(loan.id);
    expect(row).toHaveAttribute('aria-rowindex', String(index + 2));
    expect(within(row).getByText(statusLabel(loan.status))).toBeInTheDocument();
    const buttons = within(row).queryAllByRole('button', { hidden: true });
    const actions = rowActions(loan, rows);
    expect(buttons.map((b) => b.textContent)).toEqual(actions.map((a) => a.label));
    buttons.forEach((b, i) => {
      expect((b as HTMLButtonElement).disabled).toBe(actions[i]!.disabled);
    });
    if (rows.decidingLoanId === loan.id) {
      for (const b of buttons) expect(b).toBeDisabled();
    }
  });

  if (!view.open) {
    expect(screen.queryByRole('dialog')).toBeNull();
    if (view.notice) expect(screen.getByText(view.notice)).toBeVisible();
    return;
  }
  expect(screen.getByRole('dialog')).toHaveAccessibleName(view.title);
  const box = dialog().getByRole('textbox', { name: T.dialog.comment });
  expect(box).toHaveValue(view.comment);
  expect(box).toHaveProperty('disabled', view.deciding);
  const primary = dialog().getByRole('button', {
    name: view.primary === 'retry' ? T.dialog.retry : T.dialog.confirm,
  });
  if (view.deciding) expect(primary).toHaveAttribute('aria-busy', 'true');
  else expect(primary).toBeEnabled();
  expect(dialog().getByRole('button', { name: T.dialog.cancel })).toHaveProperty(
    'disabled',
    view.deciding,
  );
  const alerts = dialog()
    .queryAllByRole('alert')
    .map((node) => node.textContent);
  expect(alerts).toEqual(view.error ? [view.error] : []);

  if (view.deciding) {
    const { loan, decision, comment } = state.context as LoanDecisionContext;
    const call = context.fakes.latest('decideLoan');
    expect(call.input).toEqual({
      loan_id: loan!.id,
      decision,
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    });
  }
}

function decisionDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => deferredActors<LoanListActors & LoanDecisionActors>(['fetchPages', 'decideLoan']),
    render: (fakes) => (
      <LoanListRoute
        page="search-loan"
        filters={defaultLoanFilters('search-loan')}
        view="list"
        flags={SAMPLE.flags}
        loanHref={(loan) => `/lender/user/${loan.leader.username}`}
        fetchPages={fakes.actors.fetchPages}
        decideLoan={fakes.actors.decideLoan}
      />
    ),
    prepare: async ({ fakes }) => {
      await act(async () => {
        fakes.latest('fetchPages').resolve({ count: 4, results: [...SAMPLE.loans] });
        await fakes.latest('fetchPages').promise;
      });
    },
    gestures: {
      'decision.choose': (e, { user }) =>
        user.click(
          within(rowOf(e.loan.id)).getByRole('button', {
            name: DECISION_TEXTS.labels[e.decision as LoanDecision],
          }),
        ),
      'comment.change': (e, { user }) => retype(user, e.value),
      'decision.confirm': (_e, { user }) =>
        user.click(dialog().getByRole('button', { name: T.dialog.confirm })),
      'decision.retry': (_e, { user }) =>
        user.click(dialog().getByRole('button', { name: T.dialog.retry })),
      'decision.cancel': (_e, { user }) =>
        user.click(dialog().getByRole('button', { name: T.dialog.cancel })),
    },
    expectState: expectDecisionState,
  };
}

describe('loan decisions through LoanListRoute', () => {
  it.each(viewCases(loanDecisionPaths))('$title', async ({ path }) => {
    await replayThroughView(path, decisionDriver());
  });

  it("updates the row in place and shows the server's words on a 400", async () => {
    const approved = SAMPLE.decidedAs(SAMPLE.review, 'approve');
    const path = walk(loanDecisionPaths.machine, [
      DECISION_EVENTS.approve,
      { type: 'decision.confirm' },
      doneEvent('decideLoan', approved),
      DECISION_EVENTS.readyForDisbursal,
      { type: 'decision.confirm' },
      DECISION_EVENTS.refused,
    ]);
    await replayThroughView(path, decisionDriver());
    const row = rowOf(SAMPLE.review.id);
    expect(row).toHaveAttribute('aria-rowindex', '2');
    expect(within(row).getByText(statusLabel('loan_approved'))).toBeInTheDocument();
    expect(dialog().getByRole('alert')).toHaveTextContent(`Error: ${SAMPLE.refused}`);
  });

  it('traps focus in the dialog, closes on Esc and returns focus to the row action', async () => {
    const path = walk(loanDecisionPaths.machine, [DECISION_EVENTS.reject]);
    let user!: UserEvent;
    const driver = decisionDriver();
    await replayThroughView(path, {
      ...driver,
      prepare: async (context) => {
        user = context.user;
        await driver.prepare!(context);
      },
    });
    const box = screen.getByRole('dialog');
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(box).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const reject = within(rowOf(SAMPLE.review.id)).getByRole('button', { name: 'Reject' });
    expect(reject).toHaveFocus();
  });

  it('cannot be dismissed while the decision is in flight', async () => {
    const path = walk(loanDecisionPaths.machine, [
      DECISION_EVENTS.disburse,
      { type: 'decision.confirm' },
    ]);
    let user!: UserEvent;
    const driver = decisionDriver();
    const fakes = await replayThroughView(path, {
      ...driver,
      prepare: async (context) => {
        user = context.user;
        await driver.prepare!(context);
      },
    });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(fakes.calls.decideLoan).toHaveLength(1);
  });
});

describe('loan decisions for other roles', () => {
  it('offers no decisions to a lender', async () => {
    const fakes = deferredActors<LoanListActors & LoanDecisionActors>(['fetchPages', 'decideLoan']);
    render(
      <LoanListRoute
        page="disbursed-loans"
        filters={defaultLoanFilters('disbursed-loans')}
        view="list"
        flags={{
          ...SAMPLE.flags,
          is_credit_manager: false,
          is_disbursal_manager: false,
          is_lender: true,
        }}
        loanHref={(loan) => `/lender/user/${loan.leader.username}`}
        fetchPages={fakes.actors.fetchPages}
        decideLoan={fakes.actors.decideLoan}
      />,
    );
    await act(async () => {
      fakes.latest('fetchPages').resolve({ count: 4, results: [...SAMPLE.loans] });
      await fakes.latest('fetchPages').promise;
    });
    for (const loan of SAMPLE.loans) {
      expect(within(rowOf(loan.id)).queryAllByRole('button')).toEqual([]);
      expect(within(rowOf(loan.id)).getByRole('link')).toHaveTextContent(String(loan.id));
    }
  });
});

describe('loan decisions under StrictMode', () => {
  it('the decision restarted with the list still replaces its row', async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <LoanListRoute
          page="search-loan"
          filters={defaultLoanFilters('search-loan')}
          view="list"
          flags={SAMPLE.flags}
          fetchPages={fromPromise(async () => ({ count: 4, results: [...SAMPLE.loans] }))}
          decideLoan={fromPromise(async ({ input }: { input: DecideLoanInput }) =>
            SAMPLE.decidedAs(SAMPLE.loans.find((loan) => loan.id === input.loan_id)!, 'approve'),
          )}
        />
      </StrictMode>,
    );
    const row = await screen.findByRole('row', { name: T.rowLabel(SAMPLE.review.id) });
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    await user.click(dialog().getByRole('button', { name: T.dialog.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const updated = rowOf(SAMPLE.review.id);
    expect(within(updated).getByText(statusLabel('loan_approved'))).toBeInTheDocument();
    expect(updated).toHaveAttribute('aria-rowindex', '2');
  });
});
