export { CustomerDocuments, type CustomerDocumentsProps } from './CustomerDocuments.tsx';
export { fileNameOf } from './components/documentKind.ts';
export { DocumentFolderPanel, type FolderActors } from './DocumentFolderPanel.tsx';
export type { MainQueries } from './documentCalls.ts';
export { DOCUMENTS_TEXTS } from './documentsTexts.ts';
export type { DocumentRecord } from './documentTypes.ts';
export { LoanDocuments, type LoanDocumentsProps } from './LoanDocuments.tsx';
export { UserDocFolder, type UserDocFolderProps } from './UserDocFolder.tsx';
export { documentFileQuery, userVideosQuery } from './userVideos.ts';
