import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { ExportProgress } from '../shared/download.ts';
import { deviceFileName, savedNothing } from './deviceDownload.rules.ts';
import type {
  DeviceDownloadKind,
  ExportDeviceInput,
  ExportDeviceOutput,
} from './deviceDownload.types.ts';

export type DeviceDownloadContext = {
  deviceId: string;
  kind: DeviceDownloadKind | null;
  progress: ExportProgress | null;
  exported: ExportDeviceOutput | null;
  exportError: string | null;
};

export type DeviceDownloadInput = { deviceId: string };

export type DeviceDownloadEvent =
  | { type: 'download.start'; kind: DeviceDownloadKind }
  | { type: 'download.cancel' }
  | { type: 'download.dismiss' }
  | ({ type: 'export.progress' } & ExportProgress);

const START = {
  target: '#deviceDownload.exporting',
  actions: {
    type: 'startExport',
    params: ({ event }: { event: { kind: DeviceDownloadKind } }) => ({ kind: event.kind }),
  },
} as const;

/**
 * A device's downloads (spec part 1 §2 'Downloads: Contacts, Bank Messages, All Messages (xlsx)'):
 * the rows are fetched, built into a sheet with progress and saved; none: 'There is no Data to
 * Download'. One download at a time per device.
 */
export const deviceDownloadMachine = setup({
  types: {
    context: {} as DeviceDownloadContext,
    events: {} as DeviceDownloadEvent,
    input: {} as DeviceDownloadInput,
    tags: {} as 'busy',
  },
  actors: {
    exportDevice: unprovided<ExportDeviceOutput, ExportDeviceInput>('exportDevice'),
  },
  guards: {
    savedNothing: (_, params: { output: ExportDeviceOutput }) => savedNothing(params.output),
  },
  actions: {
    startExport: assign((_, params: { kind: DeviceDownloadKind }) => ({
      kind: params.kind,
      progress: null,
      exported: null,
      exportError: null,
    })),
    keepProgress: assign((_, params: ExportProgress) => ({ progress: params })),
    keepExported: assign((_, params: { output: ExportDeviceOutput }) => ({
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
  id: 'deviceDownload',
  context: ({ input }) => ({
    deviceId: input.deviceId,
    kind: null,
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
        id: 'exportDevice',
        src: 'exportDevice',
        input: ({ context, self }) => ({
          deviceId: context.deviceId,
          kind: context.kind ?? 'allMessages',
          fileName: deviceFileName(context.deviceId, context.kind ?? 'allMessages'),
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
