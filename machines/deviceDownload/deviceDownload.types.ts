import type { ExportProgress } from '../shared/download.ts';

/** The three downloads of a device (spec part 1 §2): Contacts, Bank Messages, All Messages. */
export type DeviceDownloadKind = 'contacts' | 'bankMessages' | 'allMessages';

export type ExportDeviceInput = {
  deviceId: string;
  kind: DeviceDownloadKind;
  fileName: string;
  onProgress: (progress: ExportProgress) => void;
};

/** The file saved and its rows; no rows: nothing was saved. */
export type ExportDeviceOutput = { fileName: string; rows: number };
