import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent } from '../pathSpec.ts';
import { deviceDownloadMachine } from './deviceDownload.machine.ts';
import { deviceFileName } from './deviceDownload.rules.ts';
import { deviceDownloadShows } from './deviceDownload.shows.ts';

const EXPORT = 'exportDevice';

/** The showcase's shared phone: 40 messages to download. */
export const DEVICE_DOWNLOAD_SAMPLE = {
  deviceId: 'a1f3c9e07b2d4e51',
  fileName: deviceFileName('a1f3c9e07b2d4e51', 'allMessages'),
  rows: 40,
} as const;

const S = DEVICE_DOWNLOAD_SAMPLE;

export const DEVICE_DOWNLOAD_EVENTS = {
  start: { type: 'download.start', kind: 'allMessages' },
  startContacts: { type: 'download.start', kind: 'contacts' },
  progress: { type: 'export.progress', phase: 'building', done: 20, total: S.rows },
  exported: doneEvent(EXPORT, { fileName: S.fileName, rows: S.rows }),
  empty: doneEvent(EXPORT, { fileName: S.fileName, rows: 0 }),
  failed: errorEvent(EXPORT, new Error('Quota exceeded')),
} as const;

const E = DEVICE_DOWNLOAD_EVENTS;

export const deviceDownloadPaths = definePathSpec({
  machine: withInput(deviceDownloadMachine, { deviceId: S.deviceId }),
  shows: deviceDownloadShows as never,
  events: [
    E.start,
    E.startContacts,
    E.progress,
    E.exported,
    E.empty,
    E.failed,
    { type: 'download.cancel' },
    { type: 'download.dismiss' },
  ],
  filterEvents: (snapshot, event) =>
    event.type !== 'export.progress' || snapshot.context.progress === null,
  stateKey: (snapshot) => ({
    value: snapshot.value,
    kind: snapshot.context.kind,
    progress: snapshot.context.progress !== null,
    exported: snapshot.context.exported !== null,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'download.start':
        return `press '${event.kind}'`;
      case 'download.cancel':
        return 'cancel the download';
      case 'download.dismiss':
        return "close the download's notice";
      case 'export.progress':
        return `the export reports ${event.done} of ${event.total} rows in the sheet`;
      case `xstate.done.actor.${EXPORT}`:
        return event.output.rows ? 'the file is saved' : 'there are no rows';
      case `xstate.error.actor.${EXPORT}`:
        return 'the export fails';
      default:
        return undefined;
    }
  },
});
