import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { docAssignMachine } from './docAssign.machine.ts';
import { isAssignComplete } from './docAssign.rules.ts';
import { DOC_ASSIGN_TEXTS as T } from './docAssign.texts.ts';

type Snapshot = SnapshotFrom<typeof docAssignMachine>;
const complete = (s: Snapshot) => isAssignComplete(s.context.username, s.context.doctype);
const OK_BY_CHOICE = [
  { when: complete, enabled: [T.ok] },
  { when: (s: Snapshot) => !complete(s), disabled: [T.ok] },
];

/** What the assign dialog shows: Ok usable only with both choices, then how it went. */
export const docAssignShows = defineShows({
  machine: docAssignMachine,
  vocabulary: [T.assigned, T.failed, T.assigning],
  controls: {
    [T.ok]: [{ type: 'assign.confirm' }],
    [T.cancel]: [{ type: 'assign.close' }],
    [T.close]: [{ type: 'assign.close' }],
  },
  states: {
    'docAssign.editing': { dialogs: [T.title], enabled: [T.cancel], variants: OK_BY_CHOICE },
    'docAssign.assigning': { dialogs: [T.title], texts: [T.assigning], disabled: [T.ok] },
    'docAssign.assigned': { dialogs: [T.title], texts: [T.assigned], enabled: [T.close] },
    'docAssign.failed': {
      dialogs: [T.title],
      texts: [T.failed],
      enabled: [T.cancel],
      variants: OK_BY_CHOICE,
    },
    'docAssign.closed': {},
  },
});
