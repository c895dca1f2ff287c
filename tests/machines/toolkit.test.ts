import { describe, expect, it } from 'vitest';
import { createActor, type PromiseActorLogic } from 'xstate';
import { doneEvent, onlyRealChanges } from '../../machines/pathSpec.ts';
import {
  coverageOf,
  coverageSummary,
  coveringPaths,
  expectFullCoverage,
  leafStateIds,
} from '../support/coverage.ts';
import { deferred, deferredActors } from '../support/deferred.ts';
import { describePath } from '../support/describePath.ts';
import { noticeMachine, noticePaths } from '../support/fixtures/notice.machine.ts';
import { pathsOf, pathsOfSpec, serializeEvent } from '../support/paths.ts';
import { withSilentActors } from '../support/silentActors.ts';
import {
  leafStatesWithoutStory,
  storyMachineStates,
  unknownStoryStates,
} from '../support/storyCoverage.ts';

describe('pathsOf and coverageOf', () => {
  const paths = pathsOfSpec(noticePaths);
  const coverage = coverageOf(noticeMachine, paths);

  it('walks guards, actor outcomes and named delays to full coverage', () => {
    expect(() => expectFullCoverage(coverage)).not.toThrow();
    expect(coverageSummary(coverage, paths.length)).toEqual({
      states: { covered: 6, total: 6 },
      transitions: { covered: 6, total: 6 },
      paths: paths.length,
    });
  });

  it('starts every path at the initial state and ends it where its last step went', () => {
    for (const path of paths) {
      expect(path.steps[0]!.event.type).toBe('xstate.init');
      expect(path.steps[0]!.state.value).toEqual({ idle: 'ready' });
      expect(path.state).toBe(path.steps[path.steps.length - 1]!.state);
      expect(path.events).toEqual(path.steps.slice(1).map((s) => s.event));
    }
  });

  it('keeps no path that is a prefix of another', () => {
    const scripts = paths.map((p) => p.events.map(serializeEvent).join('|'));
    for (const [i, a] of scripts.entries()) {
      for (const [j, b] of scripts.entries()) {
        if (i !== j) expect(b === a || !b.startsWith(`${a}|`)).toBe(true);
      }
    }
  });

  it('names what is missing when an outcome is not listed', () => {
    const partial = pathsOf(noticeMachine, {
      events: noticePaths.events.filter((e) => !e.type.startsWith('xstate.error')),
    });
    expect(() => expectFullCoverage(coverageOf(noticeMachine, partial))).toThrow(
      /state not reached: notice\.failed[\s\S]*transition not taken: notice\.loading —xstate\.error\.actor\.loadNotice→ notice\.failed/,
    );
  });

  it('labels guarded transitions with their guard', () => {
    const keys = coverage.transitions.map((t) => t.key);
    expect(keys).toContain('notice.idle —notice.load [inline]→ notice.idle.refused');
    expect(keys).toContain('notice.shown —xstate.after.hideDelay.notice.shown→ notice.idle');
  });

  it('picks a covering subset that covers as much as all paths', () => {
    const subset = coveringPaths(paths, coverage);
    expect(subset.length).toBeLessThanOrEqual(paths.length);
    expect(() => expectFullCoverage(coverageOf(noticeMachine, subset))).not.toThrow();
  });

  it('lists leaf states', () => {
    expect(leafStateIds(noticeMachine).sort()).toEqual(
      [
        'notice.failed',
        'notice.idle.ready',
        'notice.idle.refused',
        'notice.loading',
        'notice.shown',
      ].sort(),
    );
  });

  it('drops steps a person cannot cause when a filter is given', () => {
    const filter = onlyRealChanges({ 'notice.load': ['count', 'count'] });
    const filtered = pathsOf(noticeMachine, { ...noticePaths, filterEvents: filter });
    for (const path of filtered) {
      path.steps.slice(1).forEach((step, i) => {
        expect(filter(path.steps[i]!.state, step.event)).toBe(true);
      });
    }
  });
});

describe('describePath', () => {
  it('reads as a script with the state reached after each step', () => {
    const [path] = pathsOf(noticeMachine, {
      events: [{ type: 'notice.load', count: 3 }, doneEvent('loadNotice', '3 new')],
      stateKey: (s) => s.value,
    }).filter((p) => p.state.matches('shown'));
    expect(describePath(path!)).toBe(
      `In 'idle.ready': notice.load {"count":3} → 'loading'; call 'loadNotice' succeeds → 'shown'. Expect: 'shown'`,
    );
  });
});

describe('serializeEvent', () => {
  it('tells errors apart by their message', () => {
    const a = serializeEvent({ type: 'x', error: new Error('one') });
    const b = serializeEvent({ type: 'x', error: new Error('two') });
    expect(a).not.toBe(b);
  });
});

describe('fakes', () => {
  it('withSilentActors never settles an invoked actor', async () => {
    const actor = createActor(withSilentActors(noticeMachine)).start();
    actor.send({ type: 'notice.load', count: 2 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(actor.getSnapshot().value).toBe('loading');
    actor.stop();
  });

  it('deferred settles by hand', async () => {
    const d = deferred<number>();
    expect(d.settled).toBe(false);
    d.resolve(4);
    await expect(d.promise).resolves.toBe(4);
    expect(d.settled).toBe(true);
  });

  it('deferredActors records inputs and sees aborts', async () => {
    const fakes = deferredActors<{ loadNotice: PromiseActorLogic<string, { count: number }> }>([
      'loadNotice',
    ]);
    const actor = createActor(noticeMachine.provide({ actors: fakes.actors })).start();
    actor.send({ type: 'notice.load', count: 5 });
    expect(fakes.latest('loadNotice').input).toEqual({ count: 5 });
    fakes.latest('loadNotice').resolve('5 new');
    await Promise.resolve();
    expect(actor.getSnapshot().context.text).toBe('5 new');
    actor.stop();
    expect(() => deferredActors(['x']).latest('x')).toThrow(/has not been called/);
  });
});

describe('story coverage', () => {
  const modules = [
    {
      default: { title: 'Notice', parameters: { machineState: 'notice.idle.ready' } },
      Ready: {},
      Loading: { parameters: { machineState: 'notice.loading' } },
      Both: { parameters: { machineState: ['notice.shown', 'notice.failed'] } },
      helper: 'not a story',
    },
  ];
  const states = storyMachineStates(modules);

  it('collects machineState parameters of stories, falling back to the meta', () => {
    expect([...states].sort()).toEqual(
      ['notice.failed', 'notice.idle.ready', 'notice.loading', 'notice.shown'].sort(),
    );
  });

  it('names leaf states without a story and story states the machine lacks', () => {
    expect(leafStatesWithoutStory(noticeMachine, states)).toEqual(['notice.idle.refused']);
    expect(leafStatesWithoutStory(noticeMachine, states, ['notice.idle.refused'])).toEqual([]);
    expect(unknownStoryStates([noticeMachine], new Set(['notice.gone', 'notice.shown']))).toEqual([
      'notice.gone',
    ]);
  });
});
