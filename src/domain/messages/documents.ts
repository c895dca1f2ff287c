import { deepFreeze } from './deepFreeze.ts';

/** The documents texts (part of the message catalogue, see ../messages.ts): they load with the screens that say them. */
export const documentsMessages = deepFreeze({
  assignedToLoanShare: 'Document assigned to loan share',
  updated: 'Document Updated Successfully',
  fetchDocFailed: 'Sorry...there is some issue in fetching doc. Please try again.',
  noDocuments: 'No documents available',
  noPreview: 'No preview available',
  noneSelected: 'No documents selected.',
  noLocation: 'This document has no location co-ordinates.',
  // Also document texts (part 2 §8), kept under their one key elsewhere:
  // common.someIssueTryAgain, common.operationFailed, labels.invalidDocument, labels.downloadFile.
  /** part 2 §2 'Toolbar', in its order. */
  toolbar: {
    selectAll: 'Select All',
    download: 'Download',
    location: 'Location',
    upload: 'Upload',
    replaceAll: 'Replace All',
    addNew: 'Add New',
    assignLoanShare: 'Assign loan_share',
  },
  /** part 2 §2: the compact customer view's labels, by document type (order: COMPACT_VIEW_TYPES). */
  compactView: {
    pan: 'Pan',
    aadhar: 'Aadhar',
    bank_statement: 'Statement',
    passbook: 'Passbook',
    alternate_bank_statement: 'Alt. statement',
    salary_script: 'Salary Slip',
    chat_document: 'Chat Docs',
    misc: 'Misc',
  },
} as const);
