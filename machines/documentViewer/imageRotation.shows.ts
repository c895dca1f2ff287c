import { degreesOf } from '../../src/domain/documents/viewer.ts';
import { defineShows } from '../shared/shows.ts';
import { IMAGE_ROTATION_TEXTS as T } from './documentViewer.texts.ts';
import { imageRotationMachine } from './imageRotation.machine.ts';

/** What rotating shows: the turn not yet saved, saving, saved, or the failure. */
export const imageRotationShows = defineShows({
  machine: imageRotationMachine,
  controls: {
    [T.rotate]: [{ type: 'rotate.turn' }],
    [T.save]: [{ type: 'rotate.save' }],
  },
  states: {
    'imageRotation.upright': {
      variants: [{ when: (s) => s.context.canRotate, enabled: [T.rotate] }],
    },
    'imageRotation.rotated': {
      texts: (s) => [T.turned(degreesOf(s.context.quarter))],
      enabled: [T.rotate, T.save],
    },
    'imageRotation.saving': {
      texts: (s) => [T.saving, T.turned(degreesOf(s.context.quarter))],
      disabled: [T.rotate, T.save],
    },
    'imageRotation.saved': { texts: [T.saved], enabled: [T.rotate] },
    'imageRotation.failed': {
      texts: (s) => [T.failed, T.turned(degreesOf(s.context.quarter))],
      enabled: [T.rotate, T.save],
    },
  },
  vocabulary: [T.saving, T.saved, T.failed],
});
