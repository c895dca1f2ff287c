import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { penaltyProblemText, unsavedNoteOf } from './featureBlock.connect.ts';
import { featureBlockMachine } from './featureBlock.machine.ts';
import { FEATURES } from './featureBlock.rules.ts';
import { FEATURE_BLOCK_TEXTS as T } from './featureBlock.texts.ts';

type Snapshot = SnapshotFrom<typeof featureBlockMachine>;

const SWITCHES = FEATURES.map((f) => T.feature[f]);
const switchControls = Object.fromEntries(
  FEATURES.map((f) => [T.feature[f], [{ type: 'feature.toggle', feature: f }]]),
);
const dialogTitle = (s: Snapshot) => [T.dialogTitle(T.feature[s.context.dialog!.feature])];
/** The note under the table: the highlighted rows, or a penalty alone waiting. */
/** The note under the table: the rows, or only the penalty, not saved yet (fixed words each). */
const unsavedNote = [T.unsaved, T.penaltyUnsaved].map((note) => ({
  when: (s: Snapshot) => unsavedNoteOf(s) === note,
  texts: [note],
}));

/**
 * What the user sees of the feature-block table (ARCHITECTURE §4): the five switches and Save
 * Changes; the blocking dialog (modal: only its own controls can be reached); the server's msg
 * after a save, or its words after a failure with the edits kept. With the show_penality flag,
 * in every state, why a penalty typed will not be sent (amount not above 0, or no date).
 */
export const featureBlockShows = defineShows({
  machine: featureBlockMachine,
  vocabulary: [
    T.fillDetails,
    T.unsaved,
    T.penaltyUnsaved,
    T.penaltyNeedsAmount,
    T.penaltyNeedsDate,
  ],
  controls: {
    ...switchControls,
    [T.save]: [{ type: 'changes.save' }],
    [T.add]: [{ type: 'block.confirm' }],
    [T.cancel]: [{ type: 'block.close' }],
  },
  states: {
    featureBlock: {
      variants: [
        ...[T.penaltyNeedsAmount, T.penaltyNeedsDate].map((problem) => ({
          when: (s: Snapshot) => penaltyProblemText(s) === problem,
          texts: [problem],
        })),
      ],
    },
    'featureBlock.clean': {
      enabled: SWITCHES,
      disabled: [T.save],
      variants: [{ when: (s) => s.context.notice !== null, texts: (s) => [s.context.notice!] }],
    },
    'featureBlock.dirty': { enabled: [...SWITCHES, T.save], variants: unsavedNote },
    'featureBlock.blocking': { enabled: [T.add, T.cancel], dialogs: dialogTitle },
    'featureBlock.blocking.choosing': {},
    'featureBlock.blocking.incomplete': { texts: [T.fillDetails] },
    'featureBlock.saving': { disabled: [...SWITCHES, T.save] },
    // The edits stay, highlighted, for another try.
    'featureBlock.failed': {
      enabled: [...SWITCHES, T.save],
      texts: (s) => [s.context.error!],
      variants: unsavedNote,
    },
  },
});
