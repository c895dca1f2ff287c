import { documentsMessages } from '../../src/domain/messages/documents.ts';
import type { UploadMode } from './docUpload.rules.ts';

/** The upload dialog's words (ours), and the spec's success alert (part 1 §8). */
export const DOC_UPLOAD_TEXTS = {
  titles: {
    append: documentsMessages.toolbar.upload,
    addNew: documentsMessages.toolbar.addNew,
    replaceAll: documentsMessages.toolbar.replaceAll,
  } satisfies Record<UploadMode, string>,
  pick: 'Choose files',
  drop: 'Drop PDF, image or video files here, or choose them.',
  upload: 'Upload files',
  retry: 'Retry',
  remove: 'Remove',
  close: 'Close',
  cancel: 'Cancel',
  swap: 'Choose another file',
  sending: 'Uploading…',
  assigning: 'Saving the documents…',
  updated: documentsMessages.updated,
  someFailed: 'Some files were not uploaded: retry them, choose other files, or remove them.',
  uploaded: 'Uploaded',
  waiting: 'Waiting',
  passwordLabel: (name: string) => `Password of ${name} (if it has one)`,
  refused: (name: string) =>
    `${name} was not added: only PDF, image or video files can be uploaded.`,
  progressLabel: (name: string) => `Upload of ${name}`,
  retryOne: (name: string) => `Retry ${name}`,
  swapOne: (name: string) => `Choose another file for ${name}`,
  removeOne: (name: string) => `Remove ${name}`,
} as const;
