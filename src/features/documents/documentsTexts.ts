import { documentsMessages } from '../../domain/messages/documents.ts';

/** The grids' own labels (ours); the spec's texts come from documentsMessages. */
export const DOCUMENTS_TEXTS = {
  heading: 'Documents',
  noDocuments: documentsMessages.noDocuments,
  leader: 'Leader',
  loanGridLabel: (loanId: number) => `Documents of loan ${loanId}`,
  customerGridLabel: 'Customer documents',
  manage: (label: string, owner: string) => `Manage ${label} of ${owner}`,
  folderHeading: (label: string, owner: string) => `${label} of ${owner}`,
  closeFolder: 'Close folder',
  /** Said before a thumbnail's words (kind, file, date), which name its button. */
  open: 'Open',
  none: 'none',
  loanPicker: 'Documents of loan',
  chooseLoan: 'Choose a loan',
  kinds: { pdf: 'PDF', image: 'Image', video: 'Video', audio: 'Audio', other: 'File' },
} as const;
