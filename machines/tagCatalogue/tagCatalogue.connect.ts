import type { SnapshotFrom } from 'xstate';
import type { TagRow } from './tagCatalogue.actors.ts';
import type { TagCatalogueEvent, tagCatalogueMachine } from './tagCatalogue.machine.ts';
import { TAG_CATALOGUE_TEXTS as T } from './tagCatalogue.texts.ts';

type Snapshot = SnapshotFrom<typeof tagCatalogueMachine>;
type Send = (event: TagCatalogueEvent) => void;

export type TagCatalogueIntents = {
  onNewNameChange: (value: string) => void;
  onAdd: () => void;
  onRename: (index: number, name: string) => void;
  onRemove: (index: number) => void;
  onSave: () => void;
  onRetry: () => void;
};

const intentsBySend = new WeakMap<Send, TagCatalogueIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): TagCatalogueIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onNewNameChange: (value) => send({ type: 'newName.change', value }),
      onAdd: () => send({ type: 'tag.add' }),
      onRename: (index, name) => send({ type: 'tag.rename', index, name }),
      onRemove: (index) => send({ type: 'tag.remove', index }),
      onSave: () => send({ type: 'tags.save' }),
      onRetry: () => send({ type: 'tags.retry' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type TagCatalogueModel = TagCatalogueIntents & {
  rows: readonly TagRow[];
  newName: string;
  /** Per row: its blank name is why Save was refused (the field is marked invalid). */
  invalidRows: readonly boolean[];
  busy: boolean;
  canAdd: boolean;
  canSave: boolean;
  canRetry: boolean;
  alert: string | null;
  notice: string | null;
};

export function connectTagCatalogue(snapshot: Snapshot, send: Send = ignore): TagCatalogueModel {
  const { context } = snapshot;
  return {
    ...intentsOf(send),
    rows: context.rows,
    newName: context.newName,
    invalidRows: context.rows.map(
      (row) =>
        snapshot.matches({ form: 'invalid' }) &&
        context.problem === T.blankName &&
        row.name.trim() === '',
    ),
    busy: snapshot.hasTag('busy'),
    canAdd: snapshot.can({ type: 'tag.add' }),
    canSave: snapshot.can({ type: 'tags.save' }),
    canRetry: snapshot.can({ type: 'tags.retry' }),
    alert: snapshot.matches({ form: 'invalid' })
      ? context.problem
      : snapshot.matches({ form: 'failed' })
        ? context.error
        : null,
    notice: snapshot.matches({ form: 'saved' }) ? T.updated : null,
  };
}
