import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  earlyPayPaths,
  EARLY_PAY_SAMPLE as SAMPLE,
} from '../../machines/earlyPay/earlyPay.paths.ts';
import {
  connectEarlyPay,
  type EarlyPayActors,
  earlyPayMachine,
  earlyPayOptions,
  isComplete,
  isDay,
  EARLY_PAY_TEXTS as T,
} from '../../machines/earlyPay/index.ts';
import { LOAN_STATUSES } from '../../server/domain.ts';
import { EARLY_PAY_STATUSES as SERVER_STATUSES } from '../../server/earlyPay.ts';
import { EARLY_PAY_STATUSES, isEarlyPaySelectable } from '../../src/domain/earlyPay.ts';
import { formatRupees } from '../../src/domain/format.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof earlyPayMachine.transition>;

const lastOf = (history: readonly PathStep[], prefix: string) =>
  history.findLast((step) => step.event.type.startsWith(prefix))?.event;

describeMachinePaths('earlyPay', earlyPayPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectEarlyPay(state);
  // The fields keep what was last chosen, whatever happened since.
  const loan = lastPayload<string>(history, 'loan.change', 'value') ?? '';
  const date = lastPayload<string>(history, 'date.change', 'value') ?? '';
  expect(view.loan).toBe(loan);
  expect(view.date).toBe(date);
  expect(view.busy).toBe(state.matches('fetching'));
  expect(view.canRequest).toBe(!state.matches('fetching'));
  expect(view.canRetry).toBe(state.matches({ form: 'failed' }));
  // Asking is refused, with the spec's words, exactly when a field is missing.
  const last = history.at(-1)!.event;
  if (last.type === 'amount.request') {
    expect(state.matches('fetching')).toBe(loan !== '' && date !== '');
    expect(view.alert).toBe(loan !== '' && date !== '' ? null : T.incomplete);
  }
  const outcome = lastOf(history, 'xstate.');
  expect(view.answer).toBe(
    state.matches({ form: 'answered' })
      ? T.answer(Number(loan), date, outcome!.output.early_pay_amount)
      : null,
  );
  expect(view.error).toBe(state.matches({ form: 'failed' }) ? outcome!.error.message : null);
  expect(view.noLoans).toBeNull();
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('earlyPay with live actors', () => {
  const start = () => {
    const fakes = deferredActors<EarlyPayActors>(['fetchEarlyPayAmount']);
    const actor = createActor(earlyPayMachine.provide({ actors: fakes.actors }), {
      input: { username: SAMPLE.username, loans: SAMPLE.loans },
    }).start();
    return { fakes, actor };
  };

  it('asks once with the username, loan and date, and shows the amount in rupees', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'loan.change', value: '12' });
    actor.send({ type: 'date.change', value: SAMPLE.date });
    actor.send({ type: 'amount.request' });
    actor.send({ type: 'amount.request' });
    expect(fakes.calls.fetchEarlyPayAmount).toHaveLength(1);
    expect(fakes.latest('fetchEarlyPayAmount').input).toEqual({
      username: SAMPLE.username,
      loan_id: 12,
      date: SAMPLE.date,
    });
    fakes.latest('fetchEarlyPayAmount').resolve({ early_pay_amount: 1234567.5 });
    await settle();
    expect(connectEarlyPay(actor.getSnapshot()).answer).toBe(
      'Early-pay amount of loan 12 on 20/11/2026: ₹12,34,567.50',
    );
  });

  it('keeps the loan and date after a failure and retries with them', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'loan.change', value: '41' });
    actor.send({ type: 'date.change', value: SAMPLE.date });
    actor.send({ type: 'amount.request' });
    fakes
      .latest('fetchEarlyPayAmount')
      .reject(Object.assign(new Error(SAMPLE.refused), { status: 400 }));
    await settle();
    const view = connectEarlyPay(actor.getSnapshot());
    expect([view.error, view.loan, view.date]).toEqual([SAMPLE.refused, '41', SAMPLE.date]);
    actor.send({ type: 'amount.retry' });
    expect(fakes.calls.fetchEarlyPayAmount).toHaveLength(2);
    expect(fakes.latest('fetchEarlyPayAmount').input.loan_id).toBe(41);
  });

  it('refuses a loan that is not selectable, and forgets a stale amount when a field changes', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'loan.change', value: '37' });
    expect(actor.getSnapshot().context.loanId).toBeNull();
    actor.send({ type: 'loan.change', value: '41' });
    actor.send({ type: 'date.change', value: SAMPLE.date });
    actor.send({ type: 'amount.request' });
    fakes.latest('fetchEarlyPayAmount').resolve({ early_pay_amount: 10 });
    await settle();
    actor.send({ type: 'date.change', value: '2026-11-21' });
    expect(connectEarlyPay(actor.getSnapshot()).answer).toBeNull();
  });

  it('says so when no loan can be picked', () => {
    const actor = createActor(earlyPayMachine, {
      input: { username: SAMPLE.username, loans: [{ id: 3, status: 'ready_for_review' }] },
    }).start();
    expect(connectEarlyPay(actor.getSnapshot()).noLoans).toBe(T.noLoans);
  });
});

describe('early-pay rules', () => {
  it('select exactly the statuses the server accepts (spec part 1 §4)', () => {
    expect([...EARLY_PAY_STATUSES]).toEqual([...SERVER_STATUSES]);
    for (const status of LOAN_STATUSES) {
      expect(isEarlyPaySelectable({ status }), status).toBe(SERVER_STATUSES.includes(status));
    }
  });

  it('list every loan, the ones not selectable disabled, labelled by id and status', () => {
    expect(earlyPayOptions(SAMPLE.loans)).toEqual([
      { id: 41, label: 'Loan 41 · Loan Disbursed', disabled: false },
      { id: 37, label: 'Loan 37 · Ready For Review', disabled: true },
      { id: 12, label: 'Loan 12 · Completed', disabled: false },
    ]);
  });

  it('need a loan and a real day', () => {
    expect(isDay('2026-11-20')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('20/11/2026')).toBe(false);
    expect(isDay('')).toBe(false);
    expect(isComplete({ loanId: 1, date: '2026-11-20' })).toBe(true);
    expect(isComplete({ loanId: null, date: '2026-11-20' })).toBe(false);
    expect(isComplete({ loanId: 1, date: '' })).toBe(false);
  });

  it('show the amount in rupees, en-IN grouping', () => {
    expect(T.answer(41, '2026-11-20', 23_456.78)).toBe(
      `Early-pay amount of loan 41 on 20/11/2026: ${formatRupees(23_456.78)}`,
    );
    expect(formatRupees(23_456.78)).toBe('₹23,456.78');
  });
});
