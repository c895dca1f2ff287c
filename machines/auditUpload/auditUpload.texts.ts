import { messages } from '../../src/domain/messages.ts';

/** The audit upload panel's words: the spec's refusal and success from the catalogue, ours else. */
export const AUDIT_UPLOAD_TEXTS = {
  title: 'Upload audit file',
  pick: 'Audit file (.xls, .xlsx or .csv)',
  hint: 'A header row naming the columns number and payment_status, then a row per customer: the 10-digit number and DONE or DUE.',
  chosen: (name: string) => `Chosen: ${name}`,
  upload: 'Upload',
  uploading: (name: string) => `Uploading ${name}…`,
  progress: 'Upload progress',
  cancel: 'Cancel',
  retry: 'Retry',
  refused: messages.calls.uploadExcel,
  failed: 'The file was not uploaded.',
  uploaded: messages.calls.fileUploaded,
  resultTitle: 'Audit upload result',
  again: 'Upload another',
  sections: {
    new_calls: 'New calls',
    existing_calls: 'Existing calls',
    failed_entries: 'Failed entries',
  },
  count: (label: string, count: number) => `${label} (${count})`,
  number: 'Number',
  paymentStatus: 'Payment status',
  error: 'Error',
  none: 'None',
  emptyNumber: '(empty)',
} as const;
