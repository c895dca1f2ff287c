import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { docUploadMachine } from './docUpload.machine.ts';
import { DOC_UPLOAD_TEXTS as T } from './docUpload.texts.ts';

type Snapshot = SnapshotFrom<typeof docUploadMachine>;

const title = (s: Snapshot) => [T.titles[s.context.mode]];
const names = (s: Snapshot) => s.context.items.map((item) => item.file.name);
const refusals = (s: Snapshot) => s.context.refused.map(T.refused);
const serverWords = (s: Snapshot) =>
  s.context.items.flatMap((item) => (item.status === 'failed' ? [item.error!] : []));

/** What the upload dialog shows: the queue, each file's state, and how it ended. */
export const docUploadShows = defineShows({
  machine: docUploadMachine,
  vocabulary: [T.sending, T.assigning, T.updated, T.someFailed],
  controls: {
    [T.upload]: [{ type: 'upload.start' }],
    [T.retry]: [{ type: 'assign.retry' }],
    [T.close]: [{ type: 'upload.close' }],
  },
  states: {
    'docUpload.choosing': {
      dialogs: title,
      texts: (s) => [...names(s), ...refusals(s)],
      enabled: [T.close],
      variants: [
        { when: (s) => s.context.items.length === 0, disabled: [T.upload] },
        { when: (s) => s.context.items.length > 0, enabled: [T.upload] },
      ],
    },
    'docUpload.sending': {
      dialogs: title,
      texts: [T.sending],
      variants: [{ when: () => true, texts: names }],
      disabled: [T.upload],
      enabled: [T.close],
    },
    'docUpload.someFailed': {
      dialogs: title,
      texts: [T.someFailed],
      variants: [
        { when: () => true, texts: (s) => [...names(s), ...serverWords(s), ...refusals(s)] },
      ],
      disabled: [T.upload],
      enabled: [T.close],
    },
    'docUpload.assigning': {
      dialogs: title,
      texts: [T.assigning],
      disabled: [T.upload],
      enabled: [T.close],
    },
    'docUpload.assignFailed': {
      dialogs: title,
      texts: (s) => [s.context.assignError!],
      enabled: [T.retry, T.close],
    },
    'docUpload.done': {
      dialogs: title,
      texts: [T.updated],
      variants: [{ when: () => true, texts: names }],
      enabled: [T.close],
    },
    'docUpload.closed': {},
  },
});
