import type { ContactsSyncActors } from '../../../machines/contactsSync/index.ts';
import type { DeviceDownloadActors } from '../../../machines/deviceDownload/index.ts';
import type { DeviceOwnerActors } from '../../../machines/deviceOwner/index.ts';
import type { MessageClassificationActors } from '../../../machines/messageClassification/index.ts';
import { runQueryOptions as call } from '../../api/queryHooks.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';
import { saveBlob } from '../../platform/download.ts';
import type { DeviceMessage, MainQueries } from './deviceQueries.ts';

type Contacts = { contacts: { name: string; number: string }[] };
type Messages = { messages: DeviceMessage[] };

import { CONTACT_HEADER, contactCells, MESSAGE_HEADER, messageCells } from './deviceSheets.ts';

/** Classification's three calls over the v1 client. */
export function createClassificationActors(queries: MainQueries): MessageClassificationActors {
  return {
    classifyMessage: fromAbortable(({ input, signal }) =>
      call(
        queries.queryOptions('post', '/messages/{message_id}/classification', {
          params: { path: { message_id: input.messageId } },
          body: { category: input.category, device_id: input.deviceId },
        }),
        signal,
      ),
    ),
    reclassifyMessage: fromAbortable(({ input, signal }) =>
      call(
        queries.queryOptions('put', '/messages/{message_id}/classification', {
          params: { path: { message_id: input.messageId } },
          body: { category: input.category },
        }),
        signal,
      ),
    ),
    unclassifyMessage: fromAbortable(({ input, signal }) =>
      call(
        queries.queryOptions('delete', '/messages/{message_id}/classification', {
          params: { path: { message_id: input.messageId } },
        }),
        signal,
      ),
    ),
  };
}

export function createOwnerActors(queries: MainQueries): DeviceOwnerActors {
  return {
    setDeviceOwner: fromAbortable(({ input, signal }) =>
      call(
        queries.queryOptions('post', '/devices/{device_id}/owner', {
          params: { path: { device_id: input.deviceId } },
          body: { username: input.username },
        }),
        signal,
      ),
    ),
  };
}

/** The downloads: every row fetched, built into a sheet (cells neutralised, progress), saved. */
export function createDownloadActors(queries: MainQueries): DeviceDownloadActors {
  return {
    exportDevice: fromAbortable(async ({ input, signal }) => {
      const path = { device_id: input.deviceId };
      const onProgress = (done: number, total: number) =>
        input.onProgress({ phase: 'building', done, total });
      input.onProgress({ phase: 'fetching', done: 0, total: 1 });
      // The sheet builder loads with the first download, never with the tab.
      const { buildXlsx } = await import('../../platform/xlsxExport.ts');
      let file: Blob | null = null;
      let rows = 0;
      if (input.kind === 'contacts') {
        const { contacts } = await call<Contacts>(
          queries.queryOptions('get', '/devices/{device_id}/contacts', { params: { path } }),
          signal,
        );
        rows = contacts.length;
        if (rows) {
          file = await buildXlsx(
            { name: 'Contacts', header: CONTACT_HEADER, rows: contacts, toCells: contactCells },
            { signal, onProgress },
          );
        }
      } else {
        const { messages } = await call<Messages>(
          queries.queryOptions('get', '/devices/{device_id}/messages', {
            params: { path, query: input.kind === 'bankMessages' ? { filter: 'Banking' } : {} },
          }),
          signal,
        );
        rows = messages.length;
        if (rows) {
          file = await buildXlsx(
            { name: 'Messages', header: MESSAGE_HEADER, rows: messages, toCells: messageCells },
            { signal, onProgress },
          );
        }
      }
      if (file) saveBlob(file, input.fileName);
      return { fileName: input.fileName, rows };
    }),
  };
}

/** The profile variant's contacts sync over the v1 client. */
export function createContactsSyncActors(queries: MainQueries): ContactsSyncActors {
  return {
    syncContacts: fromAbortable(({ input, signal }) =>
      call(
        queries.queryOptions('post', '/customers/{username}/contacts-sync', {
          params: { path: { username: input.username } },
        }),
        signal,
      ),
    ),
  };
}
