/**
 * The assign dialog's words: the two alerts are the spec's (part 2 §8), kept here until the
 * documents section of the message catalogue exists; the rest are ours.
 */
export const DOC_ASSIGN_TEXTS = {
  assigned: 'Document assigned to loan share',
  failed: 'Operation Failed',
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
