import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  crifPullPaths,
  CRIF_PULL_SAMPLE as SAMPLE,
} from '../../machines/crifPull/crifPull.paths.ts';
import {
  type CrifPullActors,
  connectCrifPull,
  crifPullMachine,
  CRIF_PULL_TEXTS as T,
} from '../../machines/crifPull/index.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof crifPullMachine.transition>;

const lastOutcome = (history: readonly PathStep[]) =>
  history.findLast((step) => step.event.type.startsWith('xstate.'))?.event;

describeMachinePaths('crifPull', crifPullPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectCrifPull(state);
  expect(view.busy).toBe(state.matches('pulling'));
  expect(view.canPull).toBe(state.matches('idle') || state.matches('pulled'));
  expect(view.canRetry).toBe(state.matches('failed'));
  const outcome = lastOutcome(history);
  expect(view.error).toBe(state.matches('failed') ? outcome!.error.message : null);
  expect(view.pulled).toBe(
    state.matches('pulled') ? T.pulled(outcome!.output.crif_pull_date) : null,
  );
  // Every press is its own pull; a retry repeats the press it retries.
  const presses = history.filter((step) => step.event.type === 'crif.pull').length;
  expect(state.context.attempt).toBe(presses);
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('crifPull with live actors', () => {
  const start = () => {
    const fakes = deferredActors<CrifPullActors>(['pullCrif']);
    const reloadBureau = vi.fn();
    const actor = createActor(
      crifPullMachine.provide({ actors: fakes.actors, actions: { reloadBureau } }),
      { input: { username: SAMPLE.username } },
    ).start();
    return { fakes, actor, reloadBureau };
  };

  it('pulls once per press and reloads the bureau read on success only', async () => {
    const { fakes, actor, reloadBureau } = start();
    actor.send({ type: 'crif.pull' });
    actor.send({ type: 'crif.pull' });
    expect(fakes.calls.pullCrif).toHaveLength(1);
    expect(fakes.latest('pullCrif').input).toEqual({ username: SAMPLE.username, attempt: 1 });
    expect(reloadBureau).not.toHaveBeenCalled();
    fakes.latest('pullCrif').resolve(SAMPLE.pulled);
    await settle();
    expect(reloadBureau).toHaveBeenCalledTimes(1);
    expect(connectCrifPull(actor.getSnapshot()).pulled).toBe(
      T.pulled(SAMPLE.pulled.crif_pull_date),
    );
    actor.send({ type: 'crif.pull' });
    expect(fakes.latest('pullCrif').input.attempt).toBe(2);
  });

  it("shows the server's words on a refusal, reloads nothing, and retries the same press", async () => {
    const { fakes, actor, reloadBureau } = start();
    actor.send({ type: 'crif.pull' });
    fakes.latest('pullCrif').reject(Object.assign(new Error(SAMPLE.refused), { status: 403 }));
    await settle();
    expect(connectCrifPull(actor.getSnapshot()).error).toBe(SAMPLE.refused);
    expect(reloadBureau).not.toHaveBeenCalled();
    actor.send({ type: 'crif.retry' });
    expect(fakes.calls.pullCrif).toHaveLength(2);
    expect(fakes.latest('pullCrif').input.attempt).toBe(1);
  });
});
