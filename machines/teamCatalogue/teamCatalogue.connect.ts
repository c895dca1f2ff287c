import type { SnapshotFrom } from 'xstate';
import type { CatalogueTeam, TeamPerson } from './teamCatalogue.actors.ts';
import type { TeamCatalogueEvent, teamCatalogueMachine } from './teamCatalogue.machine.ts';
import { TEAM_CATALOGUE_TEXTS as T } from './teamCatalogue.texts.ts';

type Snapshot = SnapshotFrom<typeof teamCatalogueMachine>;
type Send = (event: TeamCatalogueEvent) => void;

export type TeamCatalogueIntents = {
  onNew: () => void;
  onOpen: (id: number) => void;
  onNameChange: (value: string) => void;
  onNumbersChange: (value: string) => void;
  onSave: () => void;
  onRetry: () => void;
  onCancel: () => void;
  onDelete: () => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
};

const intentsBySend = new WeakMap<Send, TeamCatalogueIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): TeamCatalogueIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onNew: () => send({ type: 'team.new' }),
      onOpen: (id) => send({ type: 'team.open', id }),
      onNameChange: (value) => send({ type: 'name.change', value }),
      onNumbersChange: (value) => send({ type: 'numbers.change', value }),
      onSave: () => send({ type: 'team.save' }),
      onRetry: () => send({ type: 'team.retry' }),
      onCancel: () => send({ type: 'team.cancel' }),
      onDelete: () => send({ type: 'team.delete' }),
      onConfirmDelete: () => send({ type: 'delete.confirm' }),
      onCancelDelete: () => send({ type: 'delete.cancel' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type TeamCatalogueModel = TeamCatalogueIntents & {
  /** What the box shows: the list, a team being read, the editor (with the delete dialog). */
  mode: 'list' | 'loading' | 'editor';
  teams: readonly CatalogueTeam[];
  isNew: boolean;
  name: string;
  numbers: string;
  /** The team's people as read when the editor opened (none for a new team). */
  members: readonly TeamPerson[];
  busy: boolean;
  canRetry: boolean;
  confirming: boolean;
  deleting: boolean;
  /** A refusal in the list or the editor. */
  alert: string | null;
  /** A refusal inside the delete dialog. */
  dialogAlert: string | null;
  notice: string | null;
};

export function connectTeamCatalogue(snapshot: Snapshot, send: Send = ignore): TeamCatalogueModel {
  const { context } = snapshot;
  const confirming = snapshot.matches('confirmDelete') || snapshot.matches('deleting');
  return {
    ...intentsOf(send),
    mode: snapshot.matches('list') ? 'list' : snapshot.matches('loading') ? 'loading' : 'editor',
    teams: context.teams,
    isNew: context.teamId === null,
    name: context.name,
    numbers: context.numbers,
    members: context.members,
    busy: snapshot.hasTag('busy'),
    canRetry: snapshot.can({ type: 'team.retry' }),
    confirming,
    deleting: snapshot.matches('deleting'),
    alert: snapshot.matches({ editor: 'invalid' })
      ? T.blankName
      : snapshot.matches({ editor: 'failed' }) || snapshot.matches({ list: 'loadFailed' })
        ? context.error
        : null,
    dialogAlert: snapshot.matches({ confirmDelete: 'failed' }) ? context.error : null,
    notice: snapshot.matches({ list: 'saved' })
      ? T.saved
      : snapshot.matches({ list: 'deleted' })
        ? T.deleted
        : null,
  };
}
