export type { DocToolbarActors, DownloadDocumentsInput } from './docToolbar.actors.ts';
export * from './docToolbar.connect.ts';
export {
  type DocToolbarContext,
  type DocToolbarEvent,
  type DocToolbarInput,
  type DocumentRights,
  docToolbarMachine,
} from './docToolbar.machine.ts';
export type { DocumentPoint, ToolbarDocument } from './docToolbar.rules.ts';
export { DOC_TOOLBAR_TEXTS } from './docToolbar.texts.ts';
