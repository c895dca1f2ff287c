export { CustomerDocuments, type CustomerDocumentsProps } from './CustomerDocuments.tsx';
export { DocumentFolderPanel, type FolderActors } from './DocumentFolderPanel.tsx';
export { LoanDocuments, type LoanDocumentsProps } from './LoanDocuments.tsx';
