import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  featureBlockPaths,
  FEATURE_BLOCK_SAMPLE as SAMPLE,
} from '../../machines/featureBlock/featureBlock.paths.ts';
import {
  blockedTill,
  changedFeatures,
  connectFeatureBlock,
  type FeatureBlockActors,
  featureBlockMachine,
  hasEdits,
  isPermanent,
  penaltyProblem,
  penaltyToSend,
  resumeAfter,
  rowsOf,
  FEATURE_BLOCK_TEXTS as T,
  updateBody,
} from '../../machines/featureBlock/index.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof featureBlockMachine.transition>;

const lastOf = (history: readonly PathStep[], type: string) =>
  history.findLast((step) => step.event.type === type)?.event;

describeMachinePaths('featureBlock', featureBlockPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectFeatureBlock(state);
  const { context } = state;
  const last = history.at(-1)!.event;
  // The highlighted rows are exactly the ones that differ from the record as saved.
  expect(view.rows.filter((row) => row.changed).map((row) => row.feature)).toEqual(
    changedFeatures(context.record, context.rows),
  );
  expect(view.dialog !== null).toBe(state.matches('blocking'));
  expect(view.busy).toBe(state.matches('saving'));
  expect(view.canSave).toBe(state.matches('dirty') || state.matches('failed'));
  expect(view.unsaved).toBe(!state.matches('clean'));
  // Adding with a field missing is refused with the spec's words; never half a block.
  if (last.type === 'block.confirm') {
    const complete = history.some((s) => s.event.type === 'block.duration');
    expect(view.dialog?.alert ?? null).toBe(state.matches('blocking') ? T.fillDetails : null);
    if (!state.matches('blocking')) expect(complete).toBe(true);
  }
  // A dialog closed without confirming puts the row back as it was before the switch.
  if (last.type === 'block.close') {
    const before = history.at(-2)!.state as Snapshot;
    const f = before.context.dialog!.feature;
    expect(context.rows[f]).toEqual(before.context.dialog!.prior);
  }
  if (last.type === 'xstate.done.actor.saveBlacklist') {
    expect(view.notice).toBe(SAMPLE.msg);
    expect(changedFeatures(context.record, context.rows)).toEqual([]);
  }
  if (state.matches('failed')) {
    expect(view.error).toBe(lastOf(history, 'xstate.error.actor.saveBlacklist')!.error.message);
    // Nothing is lost: the edits (rows, or a penalty entry) are still there to retry.
    expect(hasEdits(context.record, context.rows, context.penalty)).toBe(true);
  }
  // The penalty entry only with the show_penality flag; what it says follows what was typed.
  expect(view.penalty === null).toBe(context.penalty === null);
  if (view.penalty) {
    const problem = penaltyProblem(context.penalty);
    expect(view.penalty.problem).toBe(
      problem === 'amount' ? T.penaltyNeedsAmount : problem === 'date' ? T.penaltyNeedsDate : null,
    );
    expect(view.penalty.invalid).toBe(problem);
    expect(view.penalty.disabled).toBe(state.matches('saving'));
    // Leading zeros never stay: '0050' is 50.
    expect(view.penalty.amount).not.toMatch(/^0\d/);
    // A valid entry alone is something to save.
    if (penaltyToSend(context.penalty) !== null) expect(view.canSave).toBe(!view.busy);
  }
  if (last.type === 'xstate.done.actor.saveBlacklist' && context.penalty) {
    // The last penalty is the server's; the entry sent is cleared, one not sent stays.
    expect(view.lastPenalty).toBe(context.record.last_penalty);
    const sent = penaltyToSend((history.at(-3)!.state as Snapshot).context.penalty);
    if (sent !== null) expect(context.penalty).toEqual({ amount: '', datetime: '' });
  }
  // The profile's block, five or more years ahead, reads as Permanently until it is changed.
  const profile = view.rows.find((row) => row.feature === 'enable_profile')!;
  expect(profile.blockedTill).toBe(T.permanently);
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('featureBlock with live actors', () => {
  const start = () => {
    const fakes = deferredActors<FeatureBlockActors>(['saveBlacklist']);
    const actor = createActor(featureBlockMachine.provide({ actors: fakes.actors }), {
      input: { record: SAMPLE.record, today: SAMPLE.today },
    }).start();
    return { fakes, actor };
  };

  it('blocks chat for a month and sends only that feature with the username', () => {
    const { fakes, actor } = start();
    actor.send({ type: 'feature.toggle', feature: 'enable_chat' });
    actor.send({ type: 'block.duration', value: 'month' });
    actor.send({ type: 'block.reason', value: `  ${SAMPLE.reason} ` });
    actor.send({ type: 'block.confirm' });
    const row = connectFeatureBlock(actor.getSnapshot()).rows[2]!;
    expect(row).toMatchObject({ enabled: false, blockedTill: '24/12/2026', changed: true });
    actor.send({ type: 'changes.save' });
    actor.send({ type: 'changes.save' });
    expect(fakes.calls.saveBlacklist).toHaveLength(1);
    expect(fakes.latest('saveBlacklist').input).toEqual({
      username: '8157415868',
      enable_chat: false,
      resume_enable_chat: '2026-12-24T00:00:00+05:30',
      enable_chat_reason: SAMPLE.reason,
    });
  });

  it('puts back the prior date and reason when a dialog closes unconfirmed', () => {
    const { actor } = start();
    actor.send({ type: 'feature.toggle', feature: 'refer_loan' });
    actor.send({ type: 'feature.toggle', feature: 'refer_loan' });
    actor.send({ type: 'block.duration', value: 'week' });
    actor.send({ type: 'block.close' });
    const { rows, record } = actor.getSnapshot().context;
    expect(rows.refer_loan).toEqual({ enabled: true, resume: null, reason: null });
    actor.send({ type: 'feature.toggle', feature: 'enable_wallet' });
    actor.send({ type: 'block.close' });
    expect(actor.getSnapshot().context.rows.enable_wallet).toEqual(rowsOf(record).enable_wallet);
    expect(actor.getSnapshot().value).toBe('dirty');
  });

  it('keeps the edits after a failed save and retries with them', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'feature.toggle', feature: 'refer_loan' });
    actor.send({ type: 'changes.save' });
    fakes.latest('saveBlacklist').reject(Object.assign(new Error(SAMPLE.refused), { status: 400 }));
    await settle();
    const view = connectFeatureBlock(actor.getSnapshot());
    expect(view.error).toBe(SAMPLE.refused);
    expect(view.rows[0]).toMatchObject({ enabled: true, changed: true });
    actor.send({ type: 'changes.save' });
    expect(fakes.latest('saveBlacklist').input).toEqual({
      username: '8157415868',
      refer_loan: true,
      resume_refer_loan: null,
      refer_loan_reason: null,
    });
  });
});

describe('featureBlock with the penalty entry', () => {
  const start = () => {
    const fakes = deferredActors<FeatureBlockActors>(['saveBlacklist']);
    const actor = createActor(featureBlockMachine.provide({ actors: fakes.actors }), {
      input: { record: SAMPLE.record, today: SAMPLE.today, showPenalty: true },
    }).start();
    return { fakes, actor };
  };

  it("saves a valid penalty alone as last_penalty 50 ('0050' stripped), then clears it", async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'penalty.amount', value: '0050' });
    expect(actor.getSnapshot().value).toBe('clean');
    expect(connectFeatureBlock(actor.getSnapshot()).penalty?.problem).toBe(T.penaltyNeedsDate);
    actor.send({ type: 'penalty.datetime', value: SAMPLE.penaltyDateTime });
    const view = connectFeatureBlock(actor.getSnapshot());
    expect(view).toMatchObject({ canSave: true, unsavedNote: T.penaltyUnsaved });
    expect(view.penalty).toMatchObject({ amount: '50', problem: null });
    actor.send({ type: 'changes.save' });
    expect(fakes.latest('saveBlacklist').input).toEqual({
      username: '8157415868',
      last_penalty: 50,
      last_penalty_datetime: '2026-11-24 10:30:00',
    });
    fakes.latest('saveBlacklist').resolve({ msg: SAMPLE.msg, data: SAMPLE.savedPenalty });
    await settle();
    const after = connectFeatureBlock(actor.getSnapshot());
    expect(after.lastPenalty).toBe(50);
    expect(after.penalty).toMatchObject({ amount: '', datetime: '', problem: null });
  });

  it('sends the rows without a penalty of 0, and keeps that entry saying why', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'penalty.datetime', value: SAMPLE.penaltyDateTime });
    actor.send({ type: 'penalty.amount', value: '0' });
    expect(actor.getSnapshot().value).toBe('clean');
    expect(connectFeatureBlock(actor.getSnapshot()).penalty?.problem).toBe(T.penaltyNeedsAmount);
    actor.send({ type: 'feature.toggle', feature: 'refer_loan' });
    actor.send({ type: 'changes.save' });
    expect(fakes.latest('saveBlacklist').input).not.toHaveProperty('last_penalty');
    fakes.latest('saveBlacklist').resolve({ msg: SAMPLE.msg, data: SAMPLE.record });
    await settle();
    expect(actor.getSnapshot().context.penalty).toEqual({
      amount: '0',
      datetime: SAMPLE.penaltyDateTime,
    });
  });

  it('takes no penalty without the show_penality flag', () => {
    const actor = createActor(featureBlockMachine, {
      input: { record: SAMPLE.record, today: SAMPLE.today },
    }).start();
    actor.send({ type: 'penalty.amount', value: '50' });
    expect(actor.getSnapshot().context.penalty).toBeNull();
    expect(connectFeatureBlock(actor.getSnapshot()).penalty).toBeNull();
  });
});

describe('feature-block rules', () => {
  it('count durations from today in India, and read 5+ years ahead as Permanently', () => {
    expect(resumeAfter('2026-11-24', 30)).toBe('2026-12-24T00:00:00+05:30');
    expect(resumeAfter('2026-11-24', 36500).slice(0, 4)).toBe('2126');
    expect(isPermanent('2031-11-24T00:00:00+05:30', '2026-11-24')).toBe(true);
    expect(isPermanent('2031-11-23T00:00:00+05:30', '2026-11-24')).toBe(false);
    expect(isPermanent(null, '2026-11-24')).toBe(false);
    const off = { enabled: false, reason: 'x' };
    expect(blockedTill({ ...off, resume: '2031-11-23T00:00:00+05:30' }, '2026-11-24', 'P')).toBe(
      '23/11/2031',
    );
    expect(blockedTill({ enabled: true, resume: null, reason: null }, '2026-11-24', 'P')).toBe('');
  });

  it('send nothing but the username for an unchanged table', () => {
    expect(updateBody(SAMPLE.record, rowsOf(SAMPLE.record))).toEqual({ username: '8157415868' });
  });

  it('send a penalty only above 0 with a real date', () => {
    const rows = rowsOf(SAMPLE.record);
    const at = '2026-11-24T10:30';
    const body = (amount: string, datetime: string) =>
      updateBody(SAMPLE.record, rows, { amount, datetime });
    expect(body('50', at)).toEqual({
      username: '8157415868',
      last_penalty: 50,
      last_penalty_datetime: '2026-11-24 10:30:00',
    });
    expect(body('0', at)).toEqual({ username: '8157415868' });
    expect(body('50', '')).toEqual({ username: '8157415868' });
    expect(body('50', '2026-02-30T10:30')).toEqual({ username: '8157415868' });
    expect(penaltyProblem({ amount: '', datetime: '' })).toBeNull();
    expect(penaltyProblem({ amount: '', datetime: at })).toBe('amount');
    expect(penaltyProblem({ amount: '5', datetime: '' })).toBe('date');
  });
});
