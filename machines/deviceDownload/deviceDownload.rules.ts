import type { DeviceDownloadKind, ExportDeviceOutput } from './deviceDownload.types.ts';

const FILE_PART: Record<DeviceDownloadKind, string> = {
  contacts: 'contacts',
  bankMessages: 'bank_messages',
  allMessages: 'all_messages',
};

/** The file of a download: what it holds and of which device. */
export const deviceFileName = (deviceId: string, kind: DeviceDownloadKind) =>
  `${FILE_PART[kind]}_${deviceId}.xlsx`;

/** An export that found no rows saved no file: 'There is no Data to Download'. */
export const savedNothing = (output: ExportDeviceOutput): boolean => output.rows === 0;
