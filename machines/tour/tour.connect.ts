import type { SnapshotFrom } from 'xstate';
import type { TourEvent, tourMachine } from './tour.machine.ts';
import { stepPosition, TOUR_ANCHORS, type TourStep } from './tour.rules.ts';
import { TOUR_TEXTS as T } from './tour.texts.ts';

type Snapshot = SnapshotFrom<typeof tourMachine>;
type Send = (event: TourEvent) => void;

export type TourIntents = {
  onNext: () => void;
  onSkip: () => void;
  onClose: () => void;
  onFinish: () => void;
};

const intentsBySend = new WeakMap<Send, TourIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): TourIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onNext: () => send({ type: 'tour.next' }),
      onSkip: () => send({ type: 'tour.skip' }),
      onClose: () => send({ type: 'tour.close' }),
      onFinish: () => send({ type: 'tour.finish' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type TourStepModel = {
  step: TourStep;
  title: string;
  body: string;
  progress: string;
  /** The sidebar entry (menu key) the step points at. */
  anchorKey: string;
};

export type TourModel = TourIntents & {
  /** The step on screen; null while the tour is off. */
  current: TourStepModel | null;
  canNext: boolean;
  canSkip: boolean;
  canFinish: boolean;
};

const STEPS: readonly TourStep[] = ['profile', 'allChannels', 'scheduler', 'createChannel'];

export function tourStepOf(snapshot: Snapshot): TourStep | null {
  return STEPS.find((step) => snapshot.matches({ running: step })) ?? null;
}

export function connectTour(snapshot: Snapshot, send: Send = ignore): TourModel {
  const step = tourStepOf(snapshot);
  const current =
    step === null
      ? null
      : (() => {
          const { index, total } = stepPosition(snapshot.context.mode, step);
          return {
            step,
            ...T.steps[step],
            progress: T.progress(index, total),
            anchorKey: TOUR_ANCHORS[step],
          };
        })();
  return {
    ...intentsOf(send),
    current,
    canNext: snapshot.can({ type: 'tour.next' }),
    canSkip: snapshot.can({ type: 'tour.skip' }),
    canFinish: snapshot.can({ type: 'tour.finish' }),
  };
}
