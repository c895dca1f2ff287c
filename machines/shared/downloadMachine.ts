import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  assign,
  type PromiseActorLogic,
  type SnapshotFrom,
  setup,
} from 'xstate';
import { messages } from '../../src/domain/messages.ts';
import { toServiceError, unprovided } from './calls.ts';
import {
  DOWNLOAD_STATUSES,
  type DownloadModel,
  downloadModel,
  type ExportProgress,
} from './download.ts';
import { defineShows, type Shows } from './shows.ts';

/*
 * One machine for every spreadsheet download that fetches its rows, builds the sheet with
 * progress and saves the file (collections, a device's contacts and messages). Each download
 * names whose rows it exports (`TOwner`, the machine's input) and what the button asked for
 * (`TRequest`, carried by 'download.start'); the rest is the same everywhere.
 */

/** The file saved and its rows; no rows: nothing was saved ('There is no Data to Download'). */
export type DownloadOutput = { fileName: string; rows: number };

/** What the export gets: the owner, the request, the file to save and where to report. */
export type DownloadInput<TOwner, TRequest> = TOwner &
  TRequest & { fileName: string; onProgress: (progress: ExportProgress) => void };

export type DownloadExport<TOwner, TRequest> = PromiseActorLogic<
  DownloadOutput,
  DownloadInput<TOwner, TRequest>
>;

export type DownloadContext<TOwner, TRequest> = TOwner & {
  /** What the last 'download.start' asked for. */
  request: TRequest | null;
  progress: ExportProgress | null;
  exported: DownloadOutput | null;
  exportError: string | null;
};

export type DownloadEvent<TRequest> =
  /** A download button pressed (any state but exporting: a press while exporting is not offered). */
  | ({ type: 'download.start' } & TRequest)
  | { type: 'download.cancel' }
  /** The user closed the download's notice. */
  | { type: 'download.dismiss' }
  /** Sent by the export while it fetches rows and builds the sheet. */
  | ({ type: 'export.progress' } & ExportProgress);

/** The invoked export's id: its done and error events are `xstate.*.actor.exportFile`. */
export const EXPORT_ACTOR = 'exportFile';

/** Owners and requests differ per download; the machine only carries them. */
type Fields = Record<string, unknown>;

type Config<TOwner, TRequest> = {
  id: string;
  /** The file's name for this owner and request. */
  fileName: (owner: TOwner, request: TRequest) => string;
};

/** What a start event asks for: the event without its type. */
function requestOf(event: AnyEventObject): Fields {
  const { type: _type, ...request } = event;
  return request;
}

/**
 * A download machine: idle → exporting → done | nothingToDownload | failed; Cancel aborts.
 * `owner` (whose rows) is the input, the request comes with 'download.start'.
 */
export function createDownloadMachine<TOwner, TRequest>(config: Config<TOwner, TRequest>) {
  const fileName = config.fileName as unknown as Config<Fields, Fields>['fileName'];
  const start = { target: `#${config.id}.exporting`, actions: 'startExport' } as const;
  return setup({
    types: {
      context: {} as DownloadContext<Fields, Fields>,
      events: {} as DownloadEvent<Fields>,
      input: {} as Fields,
      tags: {} as 'busy',
    },
    actors: {
      exportFile: unprovided<DownloadOutput, DownloadInput<Fields, Fields>>(EXPORT_ACTOR),
    },
    guards: {
      savedNothing: (_, params: { output: DownloadOutput }) => params.output.rows === 0,
    },
    actions: {
      startExport: assign(({ event }) => ({
        request: requestOf(event),
        progress: null,
        exported: null,
        exportError: null,
      })),
      keepProgress: assign((_, params: ExportProgress) => ({ progress: params })),
      keepExported: assign((_, params: { output: DownloadOutput }) => ({
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
    id: config.id,
    context: ({ input }) => ({
      ...input,
      request: null,
      progress: null,
      exported: null,
      exportError: null,
    }),
    initial: 'idle',
    states: {
      idle: { on: { 'download.start': start } },
      nothingToDownload: {
        description: "'There is no Data to Download'",
        on: { 'download.start': start, 'download.dismiss': 'idle' },
      },
      exporting: {
        tags: 'busy',
        invoke: {
          id: EXPORT_ACTOR,
          src: 'exportFile',
          input: ({ context, self }) => {
            const { request, progress: _p, exported: _e, exportError: _x, ...owner } = context;
            return {
              ...owner,
              ...request,
              fileName: fileName(owner, request ?? {}),
              onProgress: (progress: ExportProgress) =>
                self.send({ type: 'export.progress', ...progress }),
            };
          },
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
        on: { 'download.start': start, 'download.dismiss': 'idle' },
      },
      failed: { on: { 'download.start': start, 'download.dismiss': 'idle' } },
    },
  });
}

export type DownloadMachine = ReturnType<typeof createDownloadMachine<Fields, Fields>>;

/**
 * The export a download's host provides, typed for its owner and request; given to the machine
 * (which only carries owner and request) as its `exportFile`.
 */
export function asExportFile<TOwner, TRequest>(
  logic: DownloadExport<TOwner, TRequest>,
): DownloadExport<Fields, Fields> {
  return logic as unknown as DownloadExport<Fields, Fields>;
}

/** A download's own words: while fetching, while building, and once saved. */
export type DownloadTexts = {
  preparing: string;
  progress: (progress: ExportProgress) => string;
  saved: (fileName: string, rows: number) => string;
};

/** The control's model of any download machine's snapshot, in that download's words. */
export function connectDownload(snapshot: AnyMachineSnapshot, texts: DownloadTexts): DownloadModel {
  const context = snapshot.context as DownloadContext<object, object>;
  const status = DOWNLOAD_STATUSES.find((s) => snapshot.matches(s)) ?? 'idle';
  return downloadModel({
    status,
    progress: status === 'exporting' ? context.progress : null,
    progressText: (progress) => (progress ? texts.progress(progress) : texts.preparing),
    saved: context.exported ? texts.saved(context.exported.fileName, context.exported.rows) : null,
    can: {
      start: !snapshot.hasTag('busy'),
      cancel: snapshot.can({ type: 'download.cancel' }),
      dismiss: snapshot.can({ type: 'download.dismiss' }),
    },
  });
}

/**
 * What a download shows in each state (ARCHITECTURE §4): `starts` are its buttons (label → the
 * start event each sends), `cancel` and `close` its other controls.
 */
export function downloadShows(args: {
  machine: DownloadMachine;
  starts: Readonly<Record<string, AnyEventObject>>;
  cancel: string;
  close: string;
  texts: DownloadTexts;
}): Shows<DownloadMachine> {
  const { id } = args.machine;
  const buttons = Object.keys(args.starts);
  const T = args.texts;
  type Snapshot = SnapshotFrom<DownloadMachine>;
  const exported = (s: Snapshot) => s.context.exported!;
  const progress = (s: Snapshot) => s.context.progress;
  return defineShows({
    machine: args.machine,
    vocabulary: [messages.common.noDataToDownload, T.preparing, messages.common.sorryTryAgain],
    controls: {
      ...Object.fromEntries(Object.entries(args.starts).map(([label, event]) => [label, [event]])),
      [args.cancel]: [{ type: 'download.cancel' }],
      [args.close]: [{ type: 'download.dismiss' }],
    },
    states: {
      [`${id}.idle`]: { enabled: buttons },
      [`${id}.nothingToDownload`]: {
        texts: [messages.common.noDataToDownload],
        enabled: [...buttons, args.close],
      },
      [`${id}.exporting`]: {
        disabled: buttons,
        enabled: [args.cancel],
        variants: [
          { when: (s) => progress(s) === null, texts: [T.preparing] },
          { when: (s) => progress(s) !== null, texts: (s) => [T.progress(progress(s)!)] },
        ],
      },
      [`${id}.done`]: {
        texts: (s) => [T.saved(exported(s).fileName, exported(s).rows)],
        enabled: [...buttons, args.close],
      },
      [`${id}.failed`]: {
        texts: [messages.common.sorryTryAgain],
        enabled: [...buttons, args.close],
      },
    },
  });
}
