import type { DownloadInput } from '../shared/downloadMachine.ts';

/** The three downloads of a device (spec part 1 §2): Contacts, Bank Messages, All Messages. */
export type DeviceDownloadKind = 'contacts' | 'bankMessages' | 'allMessages';

/** What the export gets: the device, which download, the file, where to report progress. */
export type ExportDeviceInput = DownloadInput<{ deviceId: string }, { kind: DeviceDownloadKind }>;
