import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  connectLoanConfig,
  type LoanConfigActors,
  loanConfigMachine,
} from '../../machines/loanConfig/index.ts';
import {
  loanConfigPaths,
  LOAN_CONFIG_SAMPLE as SAMPLE,
} from '../../machines/loanConfig/loanConfig.paths.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof loanConfigMachine.transition>;

describeMachinePaths('loanConfig', loanConfigPaths, (anyState) => {
  const state = anyState as Snapshot;
  const view = connectLoanConfig(state);
  const complete = state.context.lender !== '' && state.context.emiStartDate !== '';
  expect(view.canSave).toBe(state.matches('editing') && complete);
  expect(view.canRetry).toBe(state.matches('failed'));
  expect(view.busy).toBe(state.matches('saving'));
  expect(view.error).toBe(state.matches('failed') ? SAMPLE.refused : null);
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('loanConfig with live actors', () => {
  const start = () => {
    const fakes = deferredActors<LoanConfigActors>(['saveLoanConfig']);
    const reportSaved = vi.fn();
    const actor = createActor(
      loanConfigMachine.provide({ actors: fakes.actors, actions: { reportSaved } }),
      { input: { loanId: SAMPLE.loanId, lender: SAMPLE.lender, emiStartDate: null } },
    ).start();
    return { fakes, actor, reportSaved };
  };

  it('saves both fields once, a retry with the same attempt, and hands the saved loan over', async () => {
    const { fakes, actor, reportSaved } = start();
    actor.send({ type: 'config.save' });
    expect(fakes.calls.saveLoanConfig ?? []).toHaveLength(0);
    actor.send({ type: 'emiDate.change', value: SAMPLE.emiStartDate });
    actor.send({ type: 'config.save' });
    actor.send({ type: 'config.save' });
    expect(fakes.calls.saveLoanConfig).toHaveLength(1);
    expect(fakes.latest('saveLoanConfig').input).toEqual({
      loanId: SAMPLE.loanId,
      default_lender: SAMPLE.lender,
      emi_start_date: SAMPLE.emiStartDate,
      attempt: 1,
    });
    fakes
      .latest('saveLoanConfig')
      .reject(Object.assign(new Error(SAMPLE.refused), { status: 400 }));
    await settle();
    expect(connectLoanConfig(actor.getSnapshot()).emiStartDate).toBe(SAMPLE.emiStartDate);
    actor.send({ type: 'config.retry' });
    expect(fakes.latest('saveLoanConfig').input.attempt).toBe(1);
    const saved = { id: SAMPLE.loanId, emi_start_date: SAMPLE.emiStartDate };
    fakes.latest('saveLoanConfig').resolve(saved as never);
    await settle();
    expect(reportSaved).toHaveBeenCalledWith(expect.anything(), { loan: saved });
    expect(connectLoanConfig(actor.getSnapshot()).saved).toBe(true);
  });
});
