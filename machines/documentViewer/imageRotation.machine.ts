import { assign, setup } from 'xstate';
import { nextQuarter, ROTATION_STEPS } from '../../src/domain/documents/viewer.ts';
import { toServiceError, unprovided } from '../shared/calls.ts';

export type ImageRotationContext = {
  /** The image on screen: the file read, or the jpeg saved last. */
  image: Blob;
  /** Quarter turns clockwise not yet saved (0–3). */
  quarter: number;
  /** Only users who may change documents rotate (the host gives saveRotation to them only). */
  canRotate: boolean;
  error: string | null;
};

export type ImageRotationEvent = { type: 'rotate.turn' } | { type: 'rotate.save' };

export type ImageRotationInput = { image: Blob; canRotate: boolean };

const TURN = [
  // The fourth turn brings the image back upright: nothing is left to save.
  { guard: 'isLastStep', target: '#imageRotation.upright', actions: 'turn' },
  { target: '#imageRotation.rotated', actions: 'turn' },
] as const;

/**
 * Image rotation (spec part 2 §4, §9): each turn is a quarter, four steps; a rotated image is
 * saved by re-encoding it turned as jpeg and uploading it, and then shows as saved, upright.
 */
export const imageRotationMachine = setup({
  types: {
    input: {} as ImageRotationInput,
    context: {} as ImageRotationContext,
    events: {} as ImageRotationEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    saveRotation: unprovided<Blob, { image: Blob; quarter: number }>('saveRotation'),
  },
  guards: {
    canRotate: ({ context }) => context.canRotate,
    isLastStep: ({ context }) => context.quarter === ROTATION_STEPS - 1,
  },
  actions: {
    turn: assign(({ context }) => ({ quarter: nextQuarter(context.quarter), error: null })),
  },
}).createMachine({
  id: 'imageRotation',
  context: ({ input }) => ({
    image: input.image,
    quarter: 0,
    canRotate: input.canRotate,
    error: null,
  }),
  initial: 'upright',
  states: {
    upright: {
      on: { 'rotate.turn': { guard: 'canRotate', target: 'rotated', actions: 'turn' } },
    },
    rotated: { on: { 'rotate.turn': TURN, 'rotate.save': 'saving' } },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveRotation',
        src: 'saveRotation',
        input: ({ context }) => ({ image: context.image, quarter: context.quarter }),
        onDone: {
          target: 'saved',
          actions: assign(({ event }) => ({ image: event.output, quarter: 0 })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: toServiceError(event.error).message })),
        },
      },
    },
    saved: {
      description: "'Document Updated Successfully'; the saved jpeg shows upright",
      on: { 'rotate.turn': { target: 'rotated', actions: 'turn' } },
    },
    failed: {
      tags: 'error',
      description:
        "'Sorry...there is some issue. Please try again.'; the turn is kept to save again",
      on: { 'rotate.turn': TURN, 'rotate.save': 'saving' },
    },
  },
});
