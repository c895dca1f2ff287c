import { createDownloadMachine, type DownloadEvent } from '../shared/downloadMachine.ts';
import { deviceFileName } from './deviceDownload.rules.ts';
import type { DeviceDownloadKind } from './deviceDownload.types.ts';

export type DeviceDownloadInput = { deviceId: string };
export type DeviceDownloadRequest = { kind: DeviceDownloadKind };
export type DeviceDownloadEvent = DownloadEvent<DeviceDownloadRequest>;

/**
 * A device's downloads (spec part 1 §2 'Downloads: Contacts, Bank Messages, All Messages (xlsx)'):
 * the rows are fetched, built into a sheet with progress and saved; none: 'There is no Data to
 * Download'. One download at a time per device.
 */
export const deviceDownloadMachine = createDownloadMachine<
  DeviceDownloadInput,
  DeviceDownloadRequest
>({
  id: 'deviceDownload',
  fileName: ({ deviceId }, { kind }) => deviceFileName(deviceId, kind),
});
