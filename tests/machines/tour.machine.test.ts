import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  connectTour,
  restartMode,
  TOUR_TEXTS as T,
  TOUR_ANCHORS,
  TOUR_STEPS,
  type TourMode,
  tourMachine,
} from '../../machines/tour/index.ts';
import { tourPaths } from '../../machines/tour/tour.paths.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof tourMachine.transition>;

const lastStart = (history: readonly PathStep[]) =>
  history.findLast((step) => step.event.type === 'tour.start')?.event as
    | { mode: TourMode }
    | undefined;

describeMachinePaths('tour', tourPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectTour(state);
  const last = history.at(-1)!.event;
  // Close, Skip and Finish always end the tour.
  if (['tour.close', 'tour.skip', 'tour.finish'].includes(last.type)) {
    expect(view.current).toBeNull();
  }
  if (view.current === null) return;
  const mode = lastStart(history)!.mode;
  const steps = TOUR_STEPS[mode];
  // A start opens the mode's first step; Next walks the mode's steps in order.
  const nexts = history.slice(history.findLastIndex((s) => s.event.type === 'tour.start') + 1);
  expect(view.current.step).toBe(steps[nexts.length]);
  expect(view.current.progress).toBe(T.progress(nexts.length + 1, steps.length));
  expect(view.current.anchorKey).toBe(TOUR_ANCHORS[view.current.step]);
  const isLast = nexts.length === steps.length - 1;
  expect([view.canNext, view.canSkip, view.canFinish]).toEqual([!isLast, !isLast, isLast]);
});

describe('tour with the app’s recording', () => {
  const start = () => {
    const recordDone = vi.fn();
    const actor = createActor(tourMachine.provide({ actions: { recordDone } })).start();
    return { actor, recordDone };
  };

  it.each([
    ['tour.close', 'complete'],
    ['tour.skip', 'nonprofile'],
  ] as const)('%s in %s mode records the tour as done, once', (type, mode) => {
    const { actor, recordDone } = start();
    actor.send({ type: 'tour.start', mode });
    actor.send({ type });
    expect(recordDone).toHaveBeenCalledTimes(1);
    expect(connectTour(actor.getSnapshot()).current).toBeNull();
  });

  it('records the end of a tour run to Finish, and nothing while it runs', () => {
    const { actor, recordDone } = start();
    actor.send({ type: 'tour.start', mode: 'complete' });
    actor.send({ type: 'tour.next' });
    actor.send({ type: 'tour.next' });
    expect(recordDone).not.toHaveBeenCalled();
    actor.send({ type: 'tour.finish' });
    expect(recordDone).toHaveBeenCalledTimes(1);
  });

  it('starts createchannel mode at create channel, alone', () => {
    const { actor } = start();
    actor.send({ type: 'tour.start', mode: 'createchannel' });
    const view = connectTour(actor.getSnapshot());
    expect([view.current?.title, view.current?.progress, view.canFinish]).toEqual([
      T.steps.createChannel.title,
      'Step 1 of 1',
      true,
    ]);
  });
});

describe('tour restart type (part 2 §4)', () => {
  const full = {
    business_email: 'a@b.in',
    name: 'Kosh',
    doc_group_id: 101,
    business_doc_type: 'GST Certificate',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'KA',
    pin: '560001',
  };

  it('is complete with every field, nonprofile when any is missing or blank', () => {
    expect(restartMode(full)).toBe('complete');
    for (const field of Object.keys(full)) {
      expect(restartMode({ ...full, [field]: null })).toBe('nonprofile');
      expect(restartMode({ ...full, [field]: ' ' })).toBe('nonprofile');
    }
    expect(restartMode({})).toBe('nonprofile');
  });
});
