import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { tagCatalogueMachine } from './tagCatalogue.machine.ts';
import { isChanged } from './tagCatalogue.rules.ts';
import { TAG_CATALOGUE_TEXTS as T } from './tagCatalogue.texts.ts';

type Snapshot = SnapshotFrom<typeof tagCatalogueMachine>;
const filled = (s: Snapshot) => s.context.newName.trim() !== '';
const changed = (s: Snapshot) => isChanged(s.context.rows, s.context.stored);
const empty = (s: Snapshot) => s.context.rows.length === 0;

/** What the tag catalogue box shows: the rows, Add (with a name), Save (with a change), outcome. */
export const tagCatalogueShows = defineShows({
  machine: tagCatalogueMachine,
  vocabulary: [T.none, T.blankName, T.repeated, T.exists, T.updated, T.saving],
  controls: {
    [T.add]: [{ type: 'tag.add' }],
    [T.save]: [{ type: 'tags.save' }],
    [T.retry]: [{ type: 'tags.retry' }],
  },
  states: {
    tagCatalogue: {
      texts: [T.heading],
      variants: [{ when: empty, texts: [T.none] }],
    },
    'tagCatalogue.form': {
      variants: [
        { when: filled, enabled: [T.add] },
        { when: (s) => !filled(s), disabled: [T.add] },
        { when: changed, enabled: [T.save] },
        { when: (s) => !changed(s), disabled: [T.save] },
      ],
    },
    'tagCatalogue.form.editing': {},
    'tagCatalogue.form.invalid': {
      variants: [T.blankName, T.repeated, T.exists].map((problem) => ({
        when: (s: Snapshot) => s.context.problem === problem,
        texts: [problem],
      })),
    },
    'tagCatalogue.form.saved': { texts: [T.updated] },
    'tagCatalogue.form.failed': { enabled: [T.retry], texts: (s) => [s.context.error!] },
    'tagCatalogue.saving': { texts: [T.saving], disabled: [T.add, T.save] },
  },
});
