import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { auditUploadMachine } from './auditUpload.machine.ts';
import { AUDIT_UPLOAD_TEXTS as T } from './auditUpload.texts.ts';

type Snapshot = SnapshotFrom<typeof auditUploadMachine>;

const fileName = (s: Snapshot) => s.context.file?.name ?? '';
const sectionCounts = (s: Snapshot) => {
  const result = s.context.result!;
  return (['new_calls', 'existing_calls', 'failed_entries'] as const).map((key) =>
    T.count(T.sections[key], result[key].length),
  );
};
const failures = (s: Snapshot) => s.context.result!.failed_entries.map((entry) => entry.error);

/** What the audit upload panel shows in each state. */
export const auditUploadShows = defineShows({
  machine: auditUploadMachine,
  vocabulary: [T.refused, T.failed, T.uploaded, T.resultTitle],
  controls: {
    [T.upload]: [{ type: 'upload.start' }],
    [T.cancel]: [{ type: 'upload.cancel' }],
    [T.retry]: [{ type: 'upload.start' }],
    [T.again]: [{ type: 'upload.again' }],
  },
  states: {
    'auditUpload.choosing': { texts: [T.title] },
    'auditUpload.choosing.empty': { disabled: [T.upload] },
    'auditUpload.choosing.refused': { texts: [T.refused], disabled: [T.upload] },
    'auditUpload.choosing.chosen': {
      texts: (s) => [T.chosen(fileName(s))],
      enabled: [T.upload],
    },
    // The fixed words as lists (the vocabulary check reads them); the file's and server's in variants.
    'auditUpload.uploading': {
      texts: [T.title],
      enabled: [T.cancel],
      variants: [{ when: () => true, texts: (s) => [T.uploading(fileName(s))] }],
    },
    'auditUpload.failed': {
      texts: [T.title, T.failed],
      enabled: [T.retry],
      variants: [{ when: () => true, texts: (s) => [s.context.error!, T.chosen(fileName(s))] }],
    },
    'auditUpload.result': {
      texts: [T.title, T.uploaded, T.resultTitle],
      enabled: [T.again],
      variants: [{ when: () => true, texts: (s) => [...sectionCounts(s), ...failures(s)] }],
    },
  },
});
