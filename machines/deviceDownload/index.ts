export { asExportFile } from '../shared/downloadMachine.ts';
export type { DeviceDownloadActors } from './deviceDownload.actors.ts';
export * from './deviceDownload.connect.ts';
export {
  type DeviceDownloadEvent,
  type DeviceDownloadInput,
  type DeviceDownloadRequest,
  deviceDownloadMachine,
} from './deviceDownload.machine.ts';
export { deviceFileName } from './deviceDownload.rules.ts';
export { DEVICE_DOWNLOAD_TEXTS } from './deviceDownload.texts.ts';
export type * from './deviceDownload.types.ts';
