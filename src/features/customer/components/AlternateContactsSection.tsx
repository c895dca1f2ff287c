import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  type AlternateContactsActors,
  type AlternateContactsModel,
  alternateContactsMachine,
  CONTACT_TEXTS,
  connectAlternateContacts,
} from '../../../../machines/alternateContacts/index.ts';
import { toServiceError } from '../../../../machines/shared/calls.ts';
import { messages } from '../../../domain/messages.ts';
import { Button } from '../../../ui/Button.tsx';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import { contactRelationsQuery } from '../alternateContactCalls.ts';
import { CUSTOMER_PAGE_TEXTS as T } from '../customerPageTexts.ts';
import { customerPageQueries } from '../customerQueries.ts';
import type { AlternateContacts, CustomerTabProps } from '../customerTypes.ts';
import { AddContactDialog, type RelationOptions } from './AddContactDialog.tsx';
import { AlternateContactsTable } from './AlternateContactsTable.tsx';

type Snapshot = SnapshotFrom<typeof alternateContactsMachine>;
type Send = Parameters<typeof connectAlternateContacts>[1];

// A snapshot never changes, so its view model is made once: the component renders again only
// when the machine moved.
const models = new WeakMap<Snapshot, AlternateContactsModel>();
function modelOf(snapshot: Snapshot, send: Send): AlternateContactsModel {
  let model = models.get(snapshot);
  if (!model) {
    model = connectAlternateContacts(snapshot, send);
    models.set(snapshot, model);
  }
  return model;
}

export type AlternateContactsSectionProps = CustomerTabProps & {
  /** The saves; the tab gives the ones over the v1 client, tests give fakes. */
  actors: AlternateContactsActors;
};

/**
 * 'Alternate and Reachable Contacts': the list (TanStack Query), and adding or editing contacts
 * (the alternateContacts statechart). A save refreshes the list.
 */
export function AlternateContactsSection(props: AlternateContactsSectionProps) {
  const { queries, username, flags, me, actors } = props;
  const reads = useMemo(() => customerPageQueries(queries, username), [queries, username]);
  const contacts = useQuery(reads.alternateContacts);
  const logic = useMemo(() => alternateContactsMachine.provide({ actors }), [actors]);
  const actor = useActorRef(logic, { input: { flags, username, me } });
  const view = useSelector(actor, (snapshot) => modelOf(snapshot, actor.send));
  // Relations are asked for only by someone who may add or edit.
  const relations = useQuery({ ...contactRelationsQuery(queries), enabled: view.canEdit });
  const client = useQueryClient();
  useEffect(() => {
    const saved = actor.on('contact.saved', () => {
      void client.invalidateQueries({ queryKey: reads.alternateContacts.queryKey });
    });
    return () => saved.unsubscribe();
  }, [actor, client, reads]);

  const options: RelationOptions = {
    relations: relations.data?.relations ?? [],
    note: relations.isPending
      ? CONTACT_TEXTS.loadingRelations
      : relations.isError
        ? CONTACT_TEXTS.relationsFailed(toServiceError(relations.error).message)
        : null,
  };
  return <AlternateContactsPanel contacts={contacts} view={view} options={options} />;
}

export type AlternateContactsPanelProps = {
  contacts: UseQueryResult<AlternateContacts, unknown>;
  view: AlternateContactsModel;
  options: RelationOptions;
};

/** The section as it looks: the list's read, and connect() of the machine's snapshot. */
export function AlternateContactsPanel({ contacts, view, options }: AlternateContactsPanelProps) {
  return (
    <section aria-label={T.contacts} className="rounded-md border border-slate-200 bg-white p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-800">{T.contacts}</h2>
        {view.canEdit ? (
          <Button disabled={!view.canAdd} onClick={view.onAdd}>
            {CONTACT_TEXTS.addNew}
          </Button>
        ) : (
          <p className="text-sm text-slate-500">{view.viewOnlyNote}</p>
        )}
      </div>
      <QueryPanel
        query={contacts}
        errorText={messages.common.somethingWentWrong}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loadingContacts} lines={4} />}
        isEmpty={(answer) => answer.results.length === 0}
      >
        {(answer) => (
          <AlternateContactsTable
            contacts={answer.results}
            editing={{ view, relations: options.relations }}
          />
        )}
      </QueryPanel>
      <AddContactDialog view={view} options={options} />
    </section>
  );
}
