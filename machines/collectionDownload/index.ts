export type { CollectionDownloadActors } from './collectionDownload.actors.ts';
export * from './collectionDownload.connect.ts';
export {
  type CollectionDownloadContext,
  type CollectionDownloadEvent,
  type CollectionDownloadInput,
  collectionDownloadMachine,
} from './collectionDownload.machine.ts';
export * from './collectionDownload.rules.ts';
export * from './collectionDownload.texts.ts';
export * from './collectionDownload.types.ts';
