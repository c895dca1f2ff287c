import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  connectLoanshareChecks,
  type LoanshareChecksActors,
  type LoanshareChecksContext,
  loanshareChecksMachine,
} from '../../machines/loanshareChecks/index.ts';
import {
  LOANSHARE_CHECKS_SAMPLE as S,
  writerInput,
} from '../../machines/loanshareChecks/loanshareChecks.fixtures.ts';
import { loanshareChecksPaths } from '../../machines/loanshareChecks/loanshareChecks.paths.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof loanshareChecksMachine.transition>;
const ctx = (step: PathStep) => step.state.context as LoanshareChecksContext;

describeMachinePaths('loanshareChecks', loanshareChecksPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectLoanshareChecks(state);
  const last = history.at(-1)!;
  const before = history.at(-2);
  // A box changes only on the server's yes, and then to what was asked for.
  if (before && last.event.type !== 'xstate.done.actor.setLoanshareCheck') {
    expect(state.context.checks).toEqual(ctx(before).checks);
  }
  if (last.event.type === 'xstate.done.actor.setLoanshareCheck') {
    const asked = ctx(before!).pending!;
    expect(state.context.checks[asked.checkType]).toBe(asked.checked);
  }
  // A reader never gets past the marks.
  if (!history[0]!.state.context.canWrite) expect(state.matches('readOnly')).toBe(true);
  expect(view.readOnly).toBe(state.matches('readOnly'));
  expect(view.canToggle).toBe(
    state.matches({ editable: 'idle' }) ||
      state.matches({ editable: 'saved' }) ||
      state.matches({ editable: 'failed' }),
  );
  expect(view.error !== null).toBe(state.matches({ editable: 'failed' }));
  if (view.error) expect(view.error).toContain(S.refused);
  expect(view.boxes.filter((box) => box.busy)).toHaveLength(view.busy ? 1 : 0);
});

describe('loanshareChecks with live actors', () => {
  it('sends the share, the check and the asked value; the box follows only a yes', async () => {
    const fakes = deferredActors<LoanshareChecksActors>(['setLoanshareCheck']);
    const actor = createActor(loanshareChecksMachine.provide({ actors: fakes.actors }), {
      input: writerInput,
    }).start();
    actor.send({ type: 'check.toggle', checkType: 'bank_verified' });
    expect(fakes.latest('setLoanshareCheck').input).toEqual({
      username: S.username,
      check_type: 'bank_verified',
      loan_id: S.loanId,
      checked: true,
    });
    expect(connectLoanshareChecks(actor.getSnapshot()).boxes[1]).toMatchObject({
      checked: false,
      busy: true,
    });
    fakes.latest('setLoanshareCheck').reject(new Error(S.refused));
    for (let i = 0; i < 3; i++) await Promise.resolve();
    expect(actor.getSnapshot().context.checks).toEqual(S.checks);
    actor.send({ type: 'check.toggle', checkType: 'kyc_verified' });
    expect(fakes.latest('setLoanshareCheck').input.checked).toBe(false);
    fakes.latest('setLoanshareCheck').resolve({ check_type: 'kyc_verified', checked: false });
    for (let i = 0; i < 3; i++) await Promise.resolve();
    expect(actor.getSnapshot().context.checks).toEqual({
      kyc_verified: false,
      bank_verified: false,
    });
  });
});
