import { downloadOutcomes, downloadPaths } from '../shared/downloadPaths.ts';
import { collectionDownloadMachine } from './collectionDownload.machine.ts';
import { collectionFileName } from './collectionDownload.rules.ts';
import { collectionDownloadShows } from './collectionDownload.shows.ts';

/** The walk's group leader and month: 12 rows to download. */
export const COLLECTION_DOWNLOAD_SAMPLE = {
  usernames: ['8157415868'],
  month: '2026-11',
  fileName: collectionFileName(['8157415868']),
  rows: 12,
} as const;

const S = COLLECTION_DOWNLOAD_SAMPLE;

export const COLLECTION_DOWNLOAD_EVENTS = {
  start: { type: 'download.start', month: S.month },
  ...downloadOutcomes(S.fileName, S.rows),
} as const;

export const collectionDownloadPaths = downloadPaths({
  machine: collectionDownloadMachine,
  shows: collectionDownloadShows,
  owner: { usernames: S.usernames },
  starts: [COLLECTION_DOWNLOAD_EVENTS.start],
  describeStart: (event) => `press 'Download Excel' for ${event.month}`,
  fileName: S.fileName,
  rows: S.rows,
});
