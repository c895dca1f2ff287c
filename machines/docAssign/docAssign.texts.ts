import { documentsMessages } from '../../src/domain/messages/documents.ts';
import { messages } from '../../src/domain/messages.ts';

/** The assign dialog's words: the two alerts are the spec's (part 2 §8), the rest ours. */
export const DOC_ASSIGN_TEXTS = {
  assigned: documentsMessages.assignedToLoanShare,
  failed: messages.common.operationFailed,
  title: 'Assign document to loan share',
  user: 'User',
  doctype: 'Document type',
  chooseUser: 'Choose a user',
  chooseType: 'Choose a type',
  ok: 'Ok',
  cancel: 'Cancel',
  close: 'Close',
  assigning: 'Assigning…',
} as const;
