import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  connectEntryEditor,
  type EntryEditorActors,
  type EntryEditorModel,
  type EntryKind,
  type EntryRow,
  entryEditorMachine,
} from '../../../machines/salaryEmi/index.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import type { PanelQuery } from '../../ui/QueryPanel.tsx';
import { EntryPanel } from './EntryPanel.tsx';

type Snapshot = SnapshotFrom<typeof entryEditorMachine>;
type Send = Parameters<typeof connectEntryEditor>[1];

// A snapshot never changes, so its view model is made once.
const models = new WeakMap<Snapshot, EntryEditorModel>();
function modelOf(snapshot: Snapshot, send: Send): EntryEditorModel {
  let model = models.get(snapshot);
  if (!model) {
    model = connectEntryEditor(snapshot, send);
    models.set(snapshot, model);
  }
  return model;
}

export type EntrySectionProps = {
  kind: EntryKind;
  /** Both lists' reads as rows; the section shows its kind's. */
  salaryRows: PanelQuery<EntryRow[]>;
  emiRows: PanelQuery<EntryRow[]>;
  username: string;
  flags: RoleFlags;
  today: string;
  actors: EntryEditorActors;
  /** What a save or delete makes stale: this list and FOIR. */
  staleAfterChange: readonly QueryKey[];
};

/** One list (TanStack Query) and its editing (the entryEditor statechart). */
export function EntrySection(props: EntrySectionProps) {
  const { kind, salaryRows, emiRows, username, flags, today, actors, staleAfterChange } = props;
  const rows = kind === 'salary' ? salaryRows : emiRows;
  const logic = useMemo(() => entryEditorMachine.provide({ actors }), [actors]);
  const actor = useActorRef(logic, { input: { kind, flags, username, today } });
  const view = useSelector(actor, (snapshot) => modelOf(snapshot, actor.send));
  const client = useQueryClient();
  useEffect(() => {
    const changed = actor.on('entry.changed', () => {
      for (const queryKey of staleAfterChange) void client.invalidateQueries({ queryKey });
    });
    return () => changed.unsubscribe();
  }, [actor, client, staleAfterChange]);
  return <EntryPanel rows={rows} view={view} today={today} />;
}
