import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { featureBlockMachine } from './featureBlock.machine.ts';
import { FEATURES } from './featureBlock.rules.ts';
import { FEATURE_BLOCK_TEXTS as T } from './featureBlock.texts.ts';

type Snapshot = SnapshotFrom<typeof featureBlockMachine>;

const SWITCHES = FEATURES.map((f) => T.feature[f]);
const switchControls = Object.fromEntries(
  FEATURES.map((f) => [T.feature[f], [{ type: 'feature.toggle', feature: f }]]),
);
const dialogTitle = (s: Snapshot) => [T.dialogTitle(T.feature[s.context.dialog!.feature])];

/**
 * What the user sees of the feature-block table (ARCHITECTURE §4): the five switches and Save
 * Changes; the blocking dialog (modal: only its own controls can be reached); the server's msg
 * after a save, or its words after a failure with the edits kept.
 */
export const featureBlockShows = defineShows({
  machine: featureBlockMachine,
  vocabulary: [T.fillDetails, T.unsaved],
  controls: {
    ...switchControls,
    [T.save]: [{ type: 'changes.save' }],
    [T.add]: [{ type: 'block.confirm' }],
    [T.cancel]: [{ type: 'block.close' }],
  },
  states: {
    'featureBlock.clean': {
      enabled: SWITCHES,
      disabled: [T.save],
      variants: [{ when: (s) => s.context.notice !== null, texts: (s) => [s.context.notice!] }],
    },
    'featureBlock.dirty': { enabled: [...SWITCHES, T.save], texts: [T.unsaved] },
    'featureBlock.blocking': { enabled: [T.add, T.cancel], dialogs: dialogTitle },
    'featureBlock.blocking.choosing': {},
    'featureBlock.blocking.incomplete': { texts: [T.fillDetails] },
    'featureBlock.saving': { disabled: [...SWITCHES, T.save] },
    // The edits stay, highlighted, for another try.
    'featureBlock.failed': {
      enabled: [...SWITCHES, T.save],
      texts: (s) => [s.context.error!, T.unsaved],
    },
  },
});
