import { downloadOutcomes, downloadPaths } from '../shared/downloadPaths.ts';
import { deviceDownloadMachine } from './deviceDownload.machine.ts';
import { deviceFileName } from './deviceDownload.rules.ts';
import { deviceDownloadShows } from './deviceDownload.shows.ts';

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
  ...downloadOutcomes(S.fileName, S.rows),
} as const;

const E = DEVICE_DOWNLOAD_EVENTS;

export const deviceDownloadPaths = downloadPaths({
  machine: deviceDownloadMachine,
  shows: deviceDownloadShows,
  owner: { deviceId: S.deviceId },
  starts: [E.start, E.startContacts],
  describeStart: (event) => `press '${event.kind}'`,
  fileName: S.fileName,
  rows: S.rows,
});
