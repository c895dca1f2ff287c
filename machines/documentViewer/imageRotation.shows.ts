import type { SnapshotFrom } from 'xstate';
import { degreesOf } from '../../src/domain/documents/viewer.ts';
import { defineShows } from '../shared/shows.ts';
import { IMAGE_ROTATION_TEXTS as T } from './documentViewer.texts.ts';
import { imageRotationMachine } from './imageRotation.machine.ts';

/** The unsaved turn stays on screen while it is saved, or after the save failed. */
const turnKept = {
  when: () => true,
  texts: (s: SnapshotFrom<typeof imageRotationMachine>) => [T.turned(degreesOf(s.context.quarter))],
};

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
      texts: [T.saving],
      disabled: [T.rotate, T.save],
      variants: [turnKept],
    },
    'imageRotation.saved': { texts: [T.saved], enabled: [T.rotate] },
    'imageRotation.failed': {
      texts: [T.failed],
      enabled: [T.rotate, T.save],
      variants: [turnKept],
    },
  },
  vocabulary: [T.saving, T.saved, T.failed],
});
