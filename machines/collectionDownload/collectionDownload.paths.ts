import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent } from '../pathSpec.ts';
import { collectionDownloadMachine } from './collectionDownload.machine.ts';
import { collectionFileName } from './collectionDownload.rules.ts';
import { collectionDownloadShows } from './collectionDownload.shows.ts';

const EXPORT = 'exportCollections';

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
  progress: { type: 'export.progress', phase: 'building', done: 6, total: S.rows },
  exported: doneEvent(EXPORT, { fileName: S.fileName, rows: S.rows }),
  empty: doneEvent(EXPORT, { fileName: S.fileName, rows: 0 }),
  failed: errorEvent(EXPORT, new Error('Quota exceeded')),
} as const;

const E = COLLECTION_DOWNLOAD_EVENTS;

export const collectionDownloadPaths = definePathSpec({
  machine: withInput(collectionDownloadMachine, { usernames: S.usernames }),
  shows: collectionDownloadShows as never,
  events: [
    E.start,
    E.progress,
    E.exported,
    E.empty,
    E.failed,
    { type: 'download.cancel' },
    { type: 'download.dismiss' },
  ],
  // The export reports progress once in the walk (it is the same state each time).
  filterEvents: (snapshot, event) =>
    event.type !== 'export.progress' || snapshot.context.progress === null,
  stateKey: (snapshot) => ({
    value: snapshot.value,
    progress: snapshot.context.progress !== null,
    exported: snapshot.context.exported !== null,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'download.start':
        return `press 'Download Excel' for ${event.month}`;
      case 'download.cancel':
        return 'cancel the download';
      case 'download.dismiss':
        return "close the download's notice";
      case 'export.progress':
        return `the export reports ${event.done} of ${event.total} rows in the sheet`;
      case `xstate.done.actor.${EXPORT}`:
        return event.output.rows ? 'the file is saved' : 'the month has no rows';
      case `xstate.error.actor.${EXPORT}`:
        return 'the export fails';
      default:
        return undefined;
    }
  },
});
