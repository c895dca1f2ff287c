import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  connectDecisionDialog,
  connectDecisionRows,
  DECISION_TEXTS,
  decisionKey,
  LOAN_DECISIONS,
  type LoanDecision,
  type LoanDecisionActors,
  loanDecisionMachine,
  nextStatus,
  offeredDecisions,
  rowActions,
} from '../../machines/loanDecision/index.ts';
import {
  DECISION_EVENTS,
  loanDecisionPaths,
  DECISION_SAMPLE as SAMPLE,
} from '../../machines/loanDecision/loanDecision.paths.ts';
import type { LoanStatus, LoanSummary } from '../../machines/loanList/index.ts';
import { LOAN_STATUSES, nextLoanStatus } from '../../server/domain.ts';
import { type RoleFlag, roleFlagsOf } from '../../src/domain/access/roles.ts';
import { messages } from '../../src/domain/messages.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof loanDecisionMachine.transition>;
const CHOOSE = 'decision.choose';

function lastEvent(history: readonly PathStep[], prefix: string) {
  return history.findLast((step) => step.event.type.startsWith(prefix))?.event;
}

describeMachinePaths('loanDecision', loanDecisionPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const { context } = state;
  const dialog = connectDecisionDialog(state);
  const rows = connectDecisionRows(state);
  const open = (['confirming', 'deciding', 'failed'] as const).some((value) =>
    state.matches(value),
  );

  expect(dialog.open).toBe(open);
  expect(dialog.dismissable).toBe(open && !state.matches('deciding'));
  if (open) {
    // The dialog shows the loan and decision last chosen, and what was typed since.
    const chosen = lastEvent(history, CHOOSE)!;
    expect(dialog.loan).toEqual(chosen.loan);
    expect(dialog.decision).toBe(chosen.decision);
    expect(dialog.title).toBe(DECISION_TEXTS.title(chosen.decision, chosen.loan.id));
    const typed = lastPayload<string>(
      history,
      'comment.change',
      'value',
      (s) => s.event.type === CHOOSE,
    );
    expect(dialog.comment).toBe(typed ?? '');
    expect(rows.activeLoanId).toBe(chosen.loan.id);
    // The row being decided offers nothing to press.
    for (const action of rowActions(chosen.loan, rows)) expect(action.disabled).toBe(true);
  } else {
    expect([dialog.loan, dialog.decision, dialog.comment, rows.activeLoanId]).toEqual([
      null,
      null,
      '',
      null,
    ]);
    for (const loan of SAMPLE.loans) {
      for (const action of rowActions(loan, rows)) expect(action.disabled).toBe(false);
    }
  }

  // In flight, the call cannot be made again, changed or dismissed.
  expect(dialog.deciding).toBe(state.matches('deciding'));
  expect(rows.decidingLoanId).toBe(state.matches('deciding') ? context.loan!.id : null);
  if (state.matches('deciding')) {
    for (const type of ['decision.confirm', 'decision.retry', 'decision.cancel'] as const) {
      expect(state.can({ type })).toBe(false);
    }
    expect(state.can({ type: 'comment.change', value: 'x' })).toBe(false);
    expect(state.can(DECISION_EVENTS.disburse)).toBe(false);
  }

  const failure = lastEvent(history, 'xstate.error');
  expect(dialog.error).toBe(
    state.matches('failed')
      ? messages.loans.decisionError((failure!.error as Error).message)
      : null,
  );
  expect(dialog.primary).toBe(state.matches('failed') ? 'retry' : 'confirm');

  // Every decision that went through is remembered, and not offered again for that loan.
  const outcomes = history.filter((step) => step.event.type === 'xstate.done.actor.decideLoan');
  expect(context.taken).toHaveLength(outcomes.length);
  for (const key of context.taken) {
    const [id, decision] = key.split(':') as [string, LoanDecision];
    const loan = SAMPLE.loans.find((row) => row.id === Number(id))!;
    expect(state.can({ type: CHOOSE, loan, decision })).toBe(false);
  }
  if (state.matches({ closed: 'done' })) {
    const decided = outcomes.at(-1)!.event.output as LoanSummary;
    expect(context.decided).toEqual(decided);
    expect(dialog.notice).toContain(`Loan ${decided.id} is now`);
    const done = rowActions(decided, rows).map((action) => action.decision);
    const chosen = lastEvent(history, CHOOSE)!;
    expect(done).not.toContain(chosen.decision);
  } else {
    expect(dialog.notice).toBeNull();
  }
});

type Fakes = ReturnType<typeof makeFakes>;
const makeFakes = () => deferredActors<LoanDecisionActors>(['decideLoan']);
const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

function start(fakes: Fakes, flags = SAMPLE.flags) {
  return createActor(loanDecisionMachine.provide({ actors: fakes.actors }), {
    input: { flags },
  }).start();
}

describe('loanDecision with live actors', () => {
  it('sends the decision once, with the trimmed comment, and tells the list the new loan', async () => {
    const fakes = makeFakes();
    const actor = start(fakes);
    const told: LoanSummary[] = [];
    actor.on('loan.decided', (event) => told.push(event.loan));
    actor.send(DECISION_EVENTS.approve);
    actor.send({ type: 'comment.change', value: '  KYC fine  ' });
    actor.send({ type: 'decision.confirm' });
    actor.send({ type: 'decision.confirm' });
    expect(fakes.calls.decideLoan).toHaveLength(1);
    expect(fakes.latest('decideLoan').input).toEqual({
      loan_id: SAMPLE.review.id,
      decision: 'approve',
      comment: 'KYC fine',
    });
    const after = SAMPLE.decidedAs(SAMPLE.review, 'approve');
    fakes.latest('decideLoan').resolve(after);
    await settle();
    expect(told).toEqual([after]);
    // The stale row cannot approve again; the new one can be rejected.
    actor.send(DECISION_EVENTS.approve);
    expect(actor.getSnapshot().matches({ closed: 'done' })).toBe(true);
    actor.send({ type: CHOOSE, loan: after, decision: 'reject' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
  });

  it('leaves a blank comment out, shows the server words and retries once per press', async () => {
    const fakes = makeFakes();
    const actor = start(fakes);
    actor.send(DECISION_EVENTS.disburse);
    actor.send({ type: 'comment.change', value: '   ' });
    actor.send({ type: 'decision.confirm' });
    expect(fakes.latest('decideLoan').input).toEqual({
      loan_id: SAMPLE.ready.id,
      decision: 'disburse',
    });
    fakes.latest('decideLoan').reject(Object.assign(new Error(SAMPLE.refused), { status: 400 }));
    await settle();
    expect(connectDecisionDialog(actor.getSnapshot()).error).toBe(`Error: ${SAMPLE.refused}`);
    actor.send({ type: 'decision.retry' });
    actor.send({ type: 'decision.retry' });
    expect(fakes.calls.decideLoan).toHaveLength(2);
  });

  it('keeps the comment within the contract limit', () => {
    const actor = start(makeFakes());
    actor.send(DECISION_EVENTS.reject);
    actor.send({ type: 'comment.change', value: 'x'.repeat(600) });
    expect(actor.getSnapshot().context.comment).toHaveLength(500);
  });

  it('refuses a decision the role or the status does not allow', () => {
    const actor = start(makeFakes(), roleFlagsOf('is_credit_underwriter'));
    actor.send(DECISION_EVENTS.disburse);
    expect(actor.getSnapshot().matches({ closed: 'idle' })).toBe(true);
    actor.send({ type: CHOOSE, loan: SAMPLE.review, decision: 'disburse' });
    expect(actor.getSnapshot().matches({ closed: 'idle' })).toBe(true);
    actor.send(DECISION_EVENTS.approve);
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
  });
});

describe('loan decision rules', () => {
  it('allow exactly what the server allows, status by status', () => {
    for (const decision of LOAN_DECISIONS) {
      for (const status of LOAN_STATUSES) {
        expect(nextStatus(decision, status as LoanStatus), `${decision} from ${status}`).toBe(
          nextLoanStatus(decision, status),
        );
      }
    }
  });

  const offered = (status: LoanStatus, ...flags: RoleFlag[]) =>
    offeredDecisions({ status }, roleFlagsOf(...flags));

  it('offers credit decisions to credit roles and disbursal steps to disbursal roles', () => {
    expect(offered('ready_for_review', 'is_credit_underwriter')).toEqual(['approve', 'reject']);
    expect(offered('ready_for_review', 'is_disbursal_team')).toEqual([]);
    expect(offered('loan_approved', 'is_disbursal_manager')).toEqual(['ready_for_disbursal']);
    expect(offered('ready_for_disbursal', 'is_disbursal_team')).toEqual(['disburse']);
    expect(offered('ready_for_disbursal', 'is_admin')).toEqual(['disburse', 'reject']);
    expect(offered('loan_disbursed', 'is_admin')).toEqual([]);
    expect(offered('rejected', 'is_admin')).toEqual([]);
  });

  it('offers nothing to lenders and read-only users', () => {
    expect(offered('ready_for_review', 'is_lender')).toEqual([]);
    expect(offered('ready_for_review', 'is_read_only', 'is_admin')).toEqual([]);
    expect(offered('ready_for_review', 'is_lender_read_only', 'is_credit_manager')).toEqual([]);
  });

  it('labels each row action and drops decisions already taken', () => {
    const rows = {
      flags: roleFlagsOf('is_admin'),
      activeLoanId: null,
      decidingLoanId: null,
      taken: [decisionKey(SAMPLE.approved.id, 'ready_for_disbursal')],
    };
    expect(rowActions(SAMPLE.review, rows)).toEqual([
      { decision: 'approve', label: 'Approve', disabled: false },
      { decision: 'reject', label: 'Reject', disabled: false },
    ]);
    expect(rowActions(SAMPLE.approved, rows).map((a) => a.decision)).toEqual(['reject']);
  });
});
