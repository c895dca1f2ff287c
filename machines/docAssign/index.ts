export type { AssignDocumentsInput, DocAssignActors } from './docAssign.actors.ts';
export * from './docAssign.connect.ts';
export {
  type DocAssignContext,
  type DocAssignEvent,
  type DocAssignInput,
  docAssignMachine,
} from './docAssign.machine.ts';
export {
  type AssignUser,
  DOCUMENT_TYPES,
  type DocumentType,
  isAssignComplete,
} from './docAssign.rules.ts';
export { DOC_ASSIGN_TEXTS } from './docAssign.texts.ts';
