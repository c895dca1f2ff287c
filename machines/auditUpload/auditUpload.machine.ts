import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { UploadAuditFileInput } from './auditUpload.actors.ts';
import {
  type AuditFile,
  type AuditUploadResult,
  isAuditSpreadsheet,
  progressOf,
  type UploadProgress,
} from './auditUpload.rules.ts';

export type AuditUploadContext = {
  /** The spreadsheet chosen (kept through a cancel or a failure, so it can be sent again). */
  file: AuditFile | null;
  /** The name of the last file refused for its extension. */
  refused: string | null;
  /** 0 to 1 while sending. */
  progress: number;
  result: AuditUploadResult | null;
  /** The server's words when it refused the file. */
  error: string | null;
};

export type AuditUploadEvent =
  | { type: 'file.choose'; file: AuditFile }
  | { type: 'upload.start' }
  | ({ type: 'upload.progress' } & UploadProgress)
  | { type: 'upload.cancel' }
  | { type: 'upload.again' };

const CHOOSE = {
  'file.choose': [
    { guard: 'isSpreadsheet', target: '#auditUpload.choosing.chosen', actions: 'keepFile' },
    { target: '#auditUpload.choosing.refused', actions: 'refuseFile' },
  ],
} as const;

/**
 * The audit-file upload (spec part 2 §3 'Audit upload result', §5, §7): choose a spreadsheet
 * (.xls, .xlsx, .csv; another file is refused with 'Please upload excel file'), send it with a
 * progress bar (Cancel aborts it and keeps the file), then what became of each row: new calls,
 * existing calls and failed entries, or the server's words with Retry. 'Upload another' starts over.
 */
export const auditUploadMachine = setup({
  types: {
    context: {} as AuditUploadContext,
    events: {} as AuditUploadEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    uploadAuditFile: unprovided<AuditUploadResult, UploadAuditFileInput>('uploadAuditFile'),
  },
  guards: {
    isSpreadsheet: ({ event }) => event.type === 'file.choose' && isAuditSpreadsheet(event.file),
  },
  actions: {
    keepFile: assign(({ event }) =>
      event.type === 'file.choose' ? { file: event.file, refused: null, error: null } : {},
    ),
    refuseFile: assign(({ event }) =>
      event.type === 'file.choose' ? { file: null, refused: event.file.name, error: null } : {},
    ),
    startProgress: assign({ progress: 0, error: null }),
    keepProgress: assign(({ event }) =>
      event.type === 'upload.progress' ? { progress: progressOf(event) } : {},
    ),
    keepResult: assign((_, params: { result: AuditUploadResult }) => ({
      result: params.result,
      progress: 1,
    })),
    keepError: assign((_, params: { error: unknown }) => ({
      error: toServiceError(params.error).message,
      progress: 0,
    })),
    startOver: assign({ file: null, refused: null, progress: 0, result: null, error: null }),
  },
}).createMachine({
  id: 'auditUpload',
  context: { file: null, refused: null, progress: 0, result: null, error: null },
  initial: 'choosing',
  states: {
    choosing: {
      initial: 'empty',
      on: CHOOSE,
      states: {
        empty: { description: 'no file chosen yet' },
        refused: { description: "'Please upload excel file'", tags: 'error' },
        chosen: {
          description: 'a spreadsheet is chosen: Upload sends it',
          on: { 'upload.start': '#auditUpload.uploading' },
        },
      },
    },
    uploading: {
      tags: 'busy',
      entry: 'startProgress',
      invoke: {
        id: 'uploadAuditFile',
        src: 'uploadAuditFile',
        input: ({ context, self }) => ({
          file: context.file!,
          onProgress: (progress: UploadProgress) =>
            self.send({ type: 'upload.progress', ...progress }),
        }),
        onDone: {
          target: 'result',
          actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        'upload.progress': { actions: 'keepProgress' },
        // Leaving the state aborts the request (the actor's signal); the file stays chosen.
        'upload.cancel': { target: '#auditUpload.choosing.chosen', actions: 'startProgress' },
      },
    },
    failed: {
      description: "the server's words; Retry sends the same file, or another is chosen",
      tags: 'error',
      on: { 'upload.start': 'uploading', ...CHOOSE },
    },
    result: {
      description: "new calls, existing calls and failed entries; 'Upload another'",
      on: { 'upload.again': { target: 'choosing', actions: 'startOver' } },
    },
  },
});
