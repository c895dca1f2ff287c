import { createDownloadMachine, type DownloadEvent } from '../shared/downloadMachine.ts';
import { collectionFileName } from './collectionDownload.rules.ts';

/** Whose collections the panel shows (one group leader, or several). */
export type CollectionDownloadInput = { usernames: readonly string[] };
/** 'Download Excel' pressed, for the month on screen (YYYY-MM). */
export type CollectionDownloadRequest = { month: string };
export type CollectionDownloadEvent = DownloadEvent<CollectionDownloadRequest>;

/**
 * The collection view's 'Download Excel' (spec part 1 §7 'collection download (usernames,
 * download flag) saved as collection_data_{usernames}.xlsx'): every row of the month is fetched,
 * built into a sheet with progress and saved; a month without rows says 'There is no Data to
 * Download'. The rows on screen are the view's query, not this machine's.
 */
export const collectionDownloadMachine = createDownloadMachine<
  CollectionDownloadInput,
  CollectionDownloadRequest
>({
  id: 'collectionDownload',
  fileName: ({ usernames }) => collectionFileName(usernames),
});
