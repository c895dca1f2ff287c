import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { ExportProgress } from '../shared/download.ts';
import { collectionFileName, savedNothing } from './collectionDownload.rules.ts';
import type {
  ExportCollectionsInput,
  ExportCollectionsOutput,
} from './collectionDownload.types.ts';

export type CollectionDownloadContext = {
  usernames: readonly string[];
  /** The month of the last download asked for, YYYY-MM. */
  month: string | null;
  progress: ExportProgress | null;
  exported: ExportCollectionsOutput | null;
  exportError: string | null;
};

/** Whose collections the panel shows (one group leader, or several). */
export type CollectionDownloadInput = { usernames: readonly string[] };

export type CollectionDownloadEvent =
  /** 'Download Excel' pressed, for the month on screen. */
  | { type: 'download.start'; month: string }
  | { type: 'download.cancel' }
  /** The user closed the download's notice. */
  | { type: 'download.dismiss' }
  /** Sent by the export while it builds the sheet. */
  | ({ type: 'export.progress' } & ExportProgress);

/** 'Download Excel' from any state but exporting (a press while exporting is not offered). */
const START = {
  target: '#collectionDownload.exporting',
  actions: {
    type: 'startExport',
    params: ({ event }: { event: { month: string } }) => ({ month: event.month }),
  },
} as const;

/**
 * The collection view's 'Download Excel' (spec part 1 §7 'collection download (usernames,
 * download flag) saved as collection_data_{usernames}.xlsx'): every row of the month is fetched,
 * built into a sheet with progress and saved; a month without rows says 'There is no Data to
 * Download'. The rows on screen are the view's query, not this machine's.
 */
export const collectionDownloadMachine = setup({
  types: {
    context: {} as CollectionDownloadContext,
    events: {} as CollectionDownloadEvent,
    input: {} as CollectionDownloadInput,
    tags: {} as 'busy',
  },
  actors: {
    exportCollections: unprovided<ExportCollectionsOutput, ExportCollectionsInput>(
      'exportCollections',
    ),
  },
  guards: {
    savedNothing: (_, params: { output: ExportCollectionsOutput }) => savedNothing(params.output),
  },
  actions: {
    startExport: assign((_, params: { month: string }) => ({
      month: params.month,
      progress: null,
      exported: null,
      exportError: null,
    })),
    keepProgress: assign((_, params: ExportProgress) => ({ progress: params })),
    keepExported: assign((_, params: { output: ExportCollectionsOutput }) => ({
      exported: params.output,
      progress: null,
    })),
    keepExportError: assign((_, params: { error: unknown }) => ({
      exportError: toServiceError(params.error).message,
      progress: null,
    })),
    clearExport: assign({ progress: null, exportError: null }),
  },
}).createMachine({
  id: 'collectionDownload',
  context: ({ input }) => ({
    usernames: input.usernames,
    month: null,
    progress: null,
    exported: null,
    exportError: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: { 'download.start': START } },
    nothingToDownload: {
      description: "'There is no Data to Download'",
      on: { 'download.start': START, 'download.dismiss': 'idle' },
    },
    exporting: {
      tags: 'busy',
      invoke: {
        id: 'exportCollections',
        src: 'exportCollections',
        input: ({ context, self }) => ({
          usernames: context.usernames,
          month: context.month ?? '',
          fileName: collectionFileName(context.usernames),
          onProgress: (progress: ExportProgress) =>
            self.send({ type: 'export.progress', ...progress }),
        }),
        onDone: [
          {
            guard: { type: 'savedNothing', params: ({ event }) => ({ output: event.output }) },
            target: 'nothingToDownload',
            actions: 'clearExport',
          },
          {
            target: 'done',
            actions: { type: 'keepExported', params: ({ event }) => ({ output: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'keepExportError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        'export.progress': {
          actions: {
            type: 'keepProgress',
            params: ({ event }) => ({ phase: event.phase, done: event.done, total: event.total }),
          },
        },
        // Leaving the state aborts the export's signal: nothing is saved.
        'download.cancel': { target: 'idle', actions: 'clearExport' },
      },
    },
    done: {
      description: 'the file was saved',
      on: { 'download.start': START, 'download.dismiss': 'idle' },
    },
    failed: {
      on: { 'download.start': START, 'download.dismiss': 'idle' },
    },
  },
});
