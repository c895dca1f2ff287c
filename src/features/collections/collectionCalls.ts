import type { QueryClient } from '@tanstack/react-query';
import {
  COLLECTION_HEADER,
  type CollectionDownloadActors,
  collectionSheetRow,
} from '../../../machines/collectionDownload/index.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';
import { saveBlob } from '../../platform/download.ts';
import { type CollectionQueryHooks, collectionQueries } from './collectionQueries.ts';

/**
 * 'Download Excel': every row of the month (listCollections with the download flag), built into
 * a sheet in chunks with progress (cells neutralised) and saved; no rows, no file.
 */
export function exportCollectionsActor(
  client: QueryClient,
  queries: CollectionQueryHooks,
  save: (blob: Blob, fileName: string) => void = saveBlob,
): CollectionDownloadActors['exportCollections'] {
  return fromAbortable(async ({ input, signal }) => {
    const options = collectionQueries(queries).collections(input.usernames, input.month, true);
    // Always asked afresh: the file is what the server has now.
    const answer = await client.fetchQuery({ ...options, staleTime: 0 });
    signal.throwIfAborted();
    const rows = answer.results;
    if (rows.length === 0) return { fileName: input.fileName, rows: 0 };
    // The sheet builder is an island of its own, loaded by the first export.
    const { buildXlsx } = await import('../../platform/xlsxExport.ts');
    const blob = await buildXlsx(
      { name: 'Collections', header: COLLECTION_HEADER, rows, toCells: collectionSheetRow },
      {
        signal,
        onProgress: (done, total) => input.onProgress({ phase: 'building', done, total }),
      },
    );
    signal.throwIfAborted();
    save(blob, input.fileName);
    return { fileName: input.fileName, rows: rows.length };
  });
}
