export { CustomerDocuments, type CustomerDocumentsProps } from './CustomerDocuments.tsx';
export { DocumentFolderPanel, type FolderActors } from './DocumentFolderPanel.tsx';
export { DOCUMENTS_TEXTS } from './documentsTexts.ts';
export { LoanDocuments, type LoanDocumentsProps } from './LoanDocuments.tsx';
