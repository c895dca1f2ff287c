import type { DeviceDownloadKind } from './deviceDownload.types.ts';

const FILE_PART: Record<DeviceDownloadKind, string> = {
  contacts: 'contacts',
  bankMessages: 'bank_messages',
  allMessages: 'all_messages',
};

/** The file of a download: what it holds and of which device. */
export const deviceFileName = (deviceId: string, kind: DeviceDownloadKind) =>
  `${FILE_PART[kind]}_${deviceId}.xlsx`;
