import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContactsSyncActors } from '../../../../machines/contactsSync/index.ts';
import { formatDateTime } from '../../../domain/format.ts';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import { RadioGroup } from '../../../ui/RadioGroup.tsx';
import { Cell, type Column, VirtualTable } from '../../../ui/table/VirtualTable.tsx';
import { LocationMarkers } from '../components/DeviceLocations.tsx';
import { type MainQueries, type ProfileView, profileInfoQuery } from '../deviceQueries.ts';
import { DEVICES_TEXTS as T } from '../devicesTexts.ts';
import { ContactsSyncSection } from './ContactsSyncSection.tsx';

export type ProfileDevicePanelProps = {
  queries: MainQueries;
  username: string;
  /** The contacts sync is offered to the rule's roles, on the current version only. */
  canSync: boolean;
  syncContacts?: ContactsSyncActors['syncContacts'];
};

const VIEWS: readonly ProfileView[] = ['messages', 'contacts', 'locations'];

/**
 * The device panel's profile variant (spec part 1 §2 'A profile variant offers Messages,
 * Contacts, contacts sync, Location'): one kind of device data at a time, read when opened.
 */
export function ProfileDevicePanel(props: ProfileDevicePanelProps) {
  const [view, setView] = useState<ProfileView>('messages');
  return (
    <section
      aria-label={T.profileTitle}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 className="mb-2 text-base font-semibold text-slate-900">{T.profileTitle}</h3>
      {/* A choice of view rather than tabs: the page's own tabs stay the only tab list. */}
      <div className="mb-3">
        <RadioGroup
          label={T.profileShow}
          value={view}
          options={VIEWS.map((id, i) => ({ value: id, label: T.profileViews[i]! }))}
          onChange={setView}
        />
      </div>
      <ProfileData {...props} view={view} />
    </section>
  );
}

function ProfileData(props: ProfileDevicePanelProps & { view: ProfileView }) {
  const query = profileInfoQuery(props.queries, props.username, props.view);
  const data = useQuery(query);
  return (
    <div className="flex flex-col gap-3">
      {props.view === 'contacts' && props.canSync ? (
        <ContactsSyncSection
          queries={props.queries}
          username={props.username}
          contactsKey={query.queryKey}
          syncContacts={props.syncContacts}
        />
      ) : null}
      <QueryPanel
        query={data}
        errorText={T.failed}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loadingProfileData} lines={4} />}
      >
        {(answer) => {
          if (answer.data_required === 'messages') return <Messages rows={answer.messages} />;
          if (answer.data_required === 'contacts') return <Contacts rows={answer.contacts} />;
          return <LocationMarkers locations={answer.locations} />;
        }}
      </QueryPanel>
    </div>
  );
}

type MessageRow = { id: number; device_id: string; date: string; address: string; body: string };
type ContactRow = { name: string; number: string; synced_at: string };

const MESSAGE_COLUMNS: readonly Column[] = [
  [T.profileMessageColumns[0], '10rem'],
  [T.profileMessageColumns[1], '8rem'],
  [T.profileMessageColumns[2], 'minmax(18rem, 1fr)'],
  [T.profileMessageColumns[3], '7rem'],
  [T.profileMessageColumns[4], '10rem'],
];

function Messages({ rows }: { rows: readonly (MessageRow & { category: string | null })[] }) {
  if (!rows.length) return <p className="text-sm text-slate-600">{T.noMessages}</p>;
  return (
    <VirtualTable
      label={T.profileMessagesTable}
      rows={rows}
      rowKey={(m) => m.id}
      rowHeight={56}
      columns={MESSAGE_COLUMNS}
      scrollClassName="h-[500px]"
      scrollProps={{ 'data-device-list-scroll': '' }}
      rowLabel={(m) => `${m.address} ${formatDateTime(m.date)}`}
      renderCells={(m) => (
        <>
          <Cell className="px-3 text-slate-700">{formatDateTime(m.date)}</Cell>
          <Cell className="truncate px-3">{m.address}</Cell>
          <Cell className="line-clamp-2 px-3 text-xs" title={m.body}>
            {m.body}
          </Cell>
          <Cell className="px-3">{m.category ?? T.uncategorised}</Cell>
          <Cell className="truncate px-3 text-xs">{m.device_id}</Cell>
        </>
      )}
    />
  );
}

const CONTACT_COLUMNS: readonly Column[] = [
  [T.contactColumns[0], 'minmax(12rem, 1fr)'],
  [T.contactColumns[1], '9rem'],
  [T.contactColumns[2], '11rem'],
];

function Contacts({ rows }: { rows: readonly ContactRow[] }) {
  if (!rows.length) return <p className="text-sm text-slate-600">{T.noContacts}</p>;
  return (
    <VirtualTable
      label={T.profileContactsTable}
      rows={rows}
      rowKey={(c) => c.number}
      rowHeight={36}
      columns={CONTACT_COLUMNS}
      scrollClassName="h-[400px]"
      scrollProps={{ 'data-device-list-scroll': '' }}
      rowLabel={(c) => `${c.name} ${c.number}`}
      renderCells={(c) => (
        <>
          <Cell className="truncate px-3">{c.name}</Cell>
          <Cell className="px-3">{c.number}</Cell>
          <Cell className="px-3 text-slate-700">{formatDateTime(c.synced_at)}</Cell>
        </>
      )}
    />
  );
}
