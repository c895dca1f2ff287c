import type { DownloadExport } from '../shared/downloadMachine.ts';
import type { DeviceDownloadKind } from './deviceDownload.types.ts';

/**
 * The export a download runs: the app backs it with listDeviceContacts or listDeviceMessages,
 * the spreadsheet builder (cells neutralised, progress) and the file download, honouring the
 * `signal` (Cancel aborts); with no rows it saves nothing and answers rows: 0.
 */
export type DeviceDownloadActors = {
  exportDevice: DownloadExport<{ deviceId: string }, { kind: DeviceDownloadKind }>;
};
