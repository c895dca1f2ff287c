export { asExportFile } from '../shared/downloadMachine.ts';
export type { CollectionDownloadActors } from './collectionDownload.actors.ts';
export * from './collectionDownload.connect.ts';
export {
  type CollectionDownloadEvent,
  type CollectionDownloadInput,
  type CollectionDownloadRequest,
  collectionDownloadMachine,
} from './collectionDownload.machine.ts';
export * from './collectionDownload.rules.ts';
export * from './collectionDownload.texts.ts';
export * from './collectionDownload.types.ts';
