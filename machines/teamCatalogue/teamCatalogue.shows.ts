import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { teamCatalogueMachine } from './teamCatalogue.machine.ts';
import { TEAM_CATALOGUE_TEXTS as T } from './teamCatalogue.texts.ts';

type Snapshot = SnapshotFrom<typeof teamCatalogueMachine>;
const teamNames = (s: Snapshot) => s.context.teams.map((team) => team.name);
const kept = (s: Snapshot) => s.context.teamId !== null;

/** The list of teams: each with its Edit, and New team. */
const list = {
  texts: teamNames,
  enabled: [T.newTeam],
  variants: [{ when: (s: Snapshot) => s.context.teams.length === 0, texts: [T.none] }],
};
/** The editor: name, members, Save, Cancel, and Delete team for a team that exists. */
const editor = {
  texts: (s: Snapshot) => [kept(s) ? T.editHeading : T.newHeading],
  enabled: [T.save, T.cancel],
  variants: [{ when: kept, enabled: [T.remove] }],
};

/** What the teams box shows in each state. */
export const teamCatalogueShows = defineShows({
  machine: teamCatalogueMachine,
  vocabulary: [T.none, T.loading, T.blankName, T.saved, T.deleted, T.saving, T.deleting],
  controls: {
    [T.newTeam]: [{ type: 'team.new' }],
    [T.save]: [{ type: 'team.save' }],
    [T.cancel]: [{ type: 'team.cancel' }, { type: 'delete.cancel' }],
    [T.remove]: [{ type: 'team.delete' }],
    [T.retry]: [{ type: 'team.retry' }],
    [T.confirm]: [{ type: 'delete.confirm' }],
  },
  states: {
    teamCatalogue: { texts: [T.heading] },
    'teamCatalogue.list': list,
    'teamCatalogue.list.idle': {},
    'teamCatalogue.list.saved': { texts: [T.saved] },
    'teamCatalogue.list.deleted': { texts: [T.deleted] },
    'teamCatalogue.list.loadFailed': { texts: (s) => [s.context.error!] },
    'teamCatalogue.loading': { texts: [T.loading] },
    'teamCatalogue.editor': editor,
    'teamCatalogue.editor.editing': {},
    'teamCatalogue.editor.invalid': { texts: [T.blankName] },
    'teamCatalogue.editor.failed': { enabled: [T.retry], texts: (s) => [s.context.error!] },
    'teamCatalogue.confirmDelete': {
      dialogs: [T.confirmTitle],
      // The team's editor stays under the dialog.
      texts: [T.editHeading, T.confirmBody],
      enabled: [T.confirm, T.cancel],
    },
    'teamCatalogue.confirmDelete.asking': {},
    'teamCatalogue.confirmDelete.failed': { texts: (s) => [s.context.error!] },
    'teamCatalogue.saving': {
      texts: [T.saving],
      disabled: [T.save, T.cancel],
      variants: [
        { when: kept, texts: [T.editHeading], disabled: [T.remove] },
        { when: (s) => !kept(s), texts: [T.newHeading] },
      ],
    },
    'teamCatalogue.deleting': {
      dialogs: [T.confirmTitle],
      texts: [T.editHeading, T.confirmBody, T.deleting],
      disabled: [T.confirm, T.cancel],
    },
  },
});
