import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { penaltyMachine } from './penalty.machine.ts';
import { isComplete } from './penalty.rules.ts';
import { PENALTY_TEXTS as T } from './penalty.texts.ts';

type Snapshot = SnapshotFrom<typeof penaltyMachine>;

const complete = (s: Snapshot) => isComplete(s.context);
const incomplete = (s: Snapshot) => !isComplete(s.context);

/** Apply usable only with every field right; otherwise disabled, with the spec's words. */
const applyByFields = [
  { when: complete, enabled: [T.apply] },
  { when: incomplete, disabled: [T.apply], texts: [T.incomplete] },
];

/** What the user sees of the reward/penalty form (ARCHITECTURE §4). */
export const penaltyShows = defineShows({
  machine: penaltyMachine,
  vocabulary: [T.incomplete, T.failed],
  controls: { [T.apply]: [{ type: 'penalty.apply' }] },
  states: {
    'penalty.editing': { texts: [T.heading] },
    // Nothing typed yet: Apply waits, without a word of blame.
    'penalty.editing.pristine': { disabled: [T.apply] },
    'penalty.editing.touched': { variants: applyByFields },
    'penalty.submitting': { texts: [T.heading], disabled: [T.apply] },
    // The form emptied by the success: no hint until a field is touched again.
    'penalty.submitted': {
      texts: (s) => [T.heading, T.submitted(s.context.submitted!)],
      disabled: [T.apply],
    },
    'penalty.failed': { texts: [T.heading, T.failed], variants: applyByFields },
  },
});
