import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { employerDirectoryPaths } from '../../machines/employerDirectory/employerDirectory.paths.ts';
import {
  connectEmployerDirectory,
  type EmployerDirectoryActors,
  employerDirectoryMachine,
} from '../../machines/employerDirectory/index.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof employerDirectoryMachine.transition>;

describeMachinePaths('employerDirectory', employerDirectoryPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectEmployerDirectory(state);
  // A blank box clears the list and asks nothing.
  if (state.context.query === '') {
    expect(state.context.employers).toEqual([]);
    expect(state.matches('idle')).toBe(true);
  }
  expect(view.searching).toBe(state.matches('searching'));
  const last = history.at(-1)!.event;
  if (last.type === 'xstate.done.actor.searchEmployers')
    expect(view.employers).toEqual(last.output);
  if (state.matches('failed')) expect(view.error).toBe(last.error.message);
});

describe('employerDirectory with live actors', () => {
  it('searches once, 1000 ms after the last key', () => {
    vi.useFakeTimers();
    const fakes = deferredActors<EmployerDirectoryActors>(['searchEmployers']);
    const actor = createActor(employerDirectoryMachine.provide({ actors: fakes.actors })).start();
    actor.send({ type: 'search.type', text: 'Ac' });
    vi.advanceTimersByTime(900);
    actor.send({ type: 'search.type', text: 'Acme' });
    vi.advanceTimersByTime(999);
    expect(fakes.calls.searchEmployers).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(fakes.calls.searchEmployers).toHaveLength(1);
    expect(fakes.latest('searchEmployers').input).toEqual({ name: 'Acme' });
    vi.useRealTimers();
  });
});
