import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  amountOf,
  connectPenalty,
  type PenaltyActors,
  penaltyDateTime,
  penaltyMachine,
  stripLeadingZeros,
  PENALTY_TEXTS as T,
} from '../../machines/penalty/index.ts';
import { penaltyPaths, PENALTY_SAMPLE as SAMPLE } from '../../machines/penalty/penalty.paths.ts';
import { blacklistMessages } from '../../src/domain/messages/blacklist.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof penaltyMachine.transition>;

describeMachinePaths('penalty', penaltyPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectPenalty(state);
  const since = (step: { event: { type: string } }) =>
    step.event.type === 'xstate.done.actor.applyPenalty';
  // The fields keep what was typed since the last success (leading zeros stripped).
  const amount = lastPayload<string>(history, 'amount.change', 'value', since) ?? '';
  expect(view.amount).toBe(stripLeadingZeros(amount));
  expect(view.comment).toBe(lastPayload<string>(history, 'comment.change', 'value', since) ?? '');
  // Apply only with an amount above 0, a comment and a date; else the spec's words.
  const complete = amountOf(view.amount) !== null && view.comment !== '' && view.datetime !== '';
  expect(view.canApply).toBe(complete && !state.matches('submitting'));
  // The hint only once a field was touched since the start or the last success.
  const touched = history.slice(1).some((s) => s.event.type.endsWith('.change'));
  const touchedSince =
    touched && !state.matches('submitted') && history.at(-1)!.event.type.endsWith('.change');
  expect(view.incomplete).toBe(
    !complete && state.matches({ editing: 'touched' }) ? T.incomplete : null,
  );
  if (state.matches({ editing: 'pristine' })) expect(touched).toBe(false);
  if (touchedSince) expect(state.matches({ editing: 'touched' })).toBe(true);
  if (history.length === 1 || state.matches('submitted')) expect(view.incomplete).toBeNull();
  expect(view.error).toBe(state.matches('failed') ? blacklistMessages.penaltySaveFailed : null);
  if (state.matches('submitted')) {
    const decision = history.findLast((s) => s.event.type === 'penalty.apply')!.state.context
      .decision;
    expect(view.success).toBe(
      decision === 'penalty'
        ? blacklistMessages.penaltySubmitted
        : blacklistMessages.decisionSubmitted('reward'),
    );
  }
});

describe('penalty with live actors', () => {
  it("sends '0050' as 50, the date as YYYY-MM-DD HH:mm:ss, and only once", () => {
    const fakes = deferredActors<PenaltyActors>(['applyPenalty']);
    const actor = createActor(penaltyMachine.provide({ actors: fakes.actors }), {
      input: { username: SAMPLE.username },
    }).start();
    actor.send({ type: 'amount.change', value: '0050' });
    actor.send({ type: 'datetime.change', value: SAMPLE.datetime });
    actor.send({ type: 'comment.change', value: ` ${SAMPLE.comment} ` });
    actor.send({ type: 'penalty.apply' });
    actor.send({ type: 'penalty.apply' });
    expect(fakes.calls.applyPenalty).toHaveLength(1);
    expect(fakes.latest('applyPenalty').input).toEqual({
      amount: 50,
      comment: SAMPLE.comment,
      decision: 'penalty',
      datetime: '2026-11-24 10:30:00',
      username: SAMPLE.username,
    });
  });
});

describe('penalty rules', () => {
  it('strip leading zeros and need an amount above 0', () => {
    expect(stripLeadingZeros('0050')).toBe('50');
    expect(stripLeadingZeros('0.5')).toBe('0.5');
    expect(stripLeadingZeros('000')).toBe('0');
    expect(amountOf('0')).toBeNull();
    expect(amountOf('12.5')).toBe(12.5);
    expect(amountOf('1e3')).toBeNull();
  });

  it('send a real moment as YYYY-MM-DD HH:mm:ss', () => {
    expect(penaltyDateTime('2026-11-24T10:30')).toBe('2026-11-24 10:30:00');
    expect(penaltyDateTime('2026-02-30T10:30')).toBeNull();
    expect(penaltyDateTime('')).toBeNull();
  });
});
