import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { imageRotationMachine } from './imageRotation.machine.ts';
import { imageRotationShows } from './imageRotation.shows.ts';

export const IMAGE_ROTATION_SAMPLE = {
  image: () => new Blob(['png'], { type: 'image/png' }),
  jpeg: () => new Blob(['jpeg'], { type: 'image/jpeg' }),
  refused: 'Operation Failed',
} as const;

const S = IMAGE_ROTATION_SAMPLE;

const walk = (canRotate: boolean) =>
  withInput(imageRotationMachine, { image: S.image(), canRotate });

const events = [
  { type: 'rotate.turn' },
  { type: 'rotate.save' },
  doneEvent('saveRotation', S.jpeg()),
  errorEvent('saveRotation', serviceError(S.refused, 400)),
] as const;

const stateKey = (snapshot: ReturnType<typeof imageRotationMachine.transition>) => ({
  value: snapshot.value,
  quarter: snapshot.context.quarter,
  canRotate: snapshot.context.canRotate,
});

const describeEvent = (event: { type: string }) =>
  ({
    'rotate.turn': "press 'Rotate'",
    'rotate.save': "press 'Save rotation'",
    'xstate.done.actor.saveRotation': 'the rotated jpeg is saved',
    'xstate.error.actor.saveRotation': 'the server refuses the upload',
  })[event.type];

export const imageRotationPaths = definePathSpec({
  machine: walk(true),
  shows: imageRotationShows as never,
  events,
  stateKey,
  describeEvent,
  // A lender sees the image only: nothing turns.
  alsoWalk: [{ machine: walk(false), events, stateKey, describeEvent }],
});
