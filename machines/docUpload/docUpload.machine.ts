import { and, assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type {
  AssignUploadedInput,
  UploadDocumentInput,
  UploadDocumentOutput,
  UploadProgress,
} from './docUpload.actors.ts';
import {
  clampPassword,
  type DocumentFolder,
  hasStatus,
  type UploadFile,
  type UploadItem,
  type UploadMode,
  uploadKindOf,
} from './docUpload.rules.ts';

export type DocUploadContext = {
  folder: DocumentFolder;
  mode: UploadMode;
  items: UploadItem[];
  /** Names of the files refused for their type, last pick or drop. */
  refused: string[];
  /** The item being sent. */
  current: string | null;
  nextKey: number;
  assignError: string | null;
};

export type DocUploadInput = { folder: DocumentFolder; mode: UploadMode };

export type DocUploadEvent =
  | { type: 'files.add'; files: UploadFile[] }
  | { type: 'file.remove'; key: string }
  | { type: 'password.change'; key: string; password: string }
  | { type: 'upload.start' }
  | ({ type: 'upload.progress' } & UploadProgress)
  | { type: 'file.retry'; key: string }
  | { type: 'file.swap'; key: string; file: UploadFile }
  | { type: 'assign.retry' }
  | { type: 'upload.close' };

const DONE_ACTIONS = [
  {
    type: 'markDone',
    params: ({ event }: { event: { output: UploadDocumentOutput } }) => ({ output: event.output }),
  },
  'reloadDocuments',
] as const;
const FAILED_ACTION = {
  type: 'markFailed',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

/** The queue without the file an event names. */
const othersThan = (context: DocUploadContext, event: DocUploadEvent) =>
  context.items.filter((item) => !('key' in event) || item.key !== event.key);

// Close, from any open state: leaving aborts a call in flight (its signal), silently.
const CLOSE = { 'upload.close': '#docUpload.closed' } as const;

const update = (items: UploadItem[], key: string | null, patch: Partial<UploadItem>) =>
  items.map((item) => (item.key === key ? { ...item, ...patch } : item));

/**
 * The upload dialog's queue (spec part 2 §2, §4, §5): files picked or dropped (pdf, images,
 * video; others refused), a password per PDF, then sent one by one with progress. A refused
 * file keeps its place with the server's words and can be retried or swapped for another; only
 * a file the server answered counts as uploaded. Add New and Replace All then give the uploaded
 * ids to the group. Closing aborts whatever is in flight, silently.
 */
export const docUploadMachine = setup({
  types: {
    input: {} as DocUploadInput,
    context: {} as DocUploadContext,
    events: {} as DocUploadEvent,
    tags: {} as 'busy',
  },
  actors: {
    uploadDocument: unprovided<UploadDocumentOutput, UploadDocumentInput>('uploadDocument'),
    assignUploaded: unprovided<unknown, AssignUploadedInput>('assignUploaded'),
  },
  guards: {
    hasFiles: ({ context }) => context.items.length > 0,
    hasWaiting: ({ context }) => hasStatus(context.items, 'waiting'),
    hasFailed: ({ context }) => hasStatus(context.items, 'failed'),
    othersFailed: ({ context, event }) => hasStatus(othersThan(context, event), 'failed'),
    othersNothingUploaded: ({ context, event }) => !hasStatus(othersThan(context, event), 'done'),
    needsAssign: ({ context }) => context.mode !== 'append',
    isAcceptedSwap: ({ event }) => event.type === 'file.swap' && uploadKindOf(event.file) !== null,
    // Only a refused file can be retried, swapped or dropped after sending.
    isFailedItem: ({ context, event }) =>
      'key' in event &&
      context.items.some((item) => item.key === event.key && item.status === 'failed'),
  },
  actions: {
    addFiles: assign(({ context, event }) => {
      if (event.type !== 'files.add') return {};
      const items = [...context.items];
      const refused: string[] = [];
      let nextKey = context.nextKey;
      for (const file of event.files) {
        const kind = uploadKindOf(file);
        if (kind === null) {
          refused.push(file.name);
          continue;
        }
        items.push({
          key: `f${nextKey++}`,
          file,
          kind,
          password: '',
          status: 'waiting',
          progress: 0,
          error: null,
          docId: null,
        });
      }
      return { items, refused, nextKey };
    }),
    removeFile: assign(({ context, event }) =>
      event.type === 'file.remove'
        ? { items: context.items.filter((item) => item.key !== event.key), refused: [] }
        : {},
    ),
    setPassword: assign(({ context, event }) =>
      event.type === 'password.change'
        ? { items: update(context.items, event.key, { password: clampPassword(event.password) }) }
        : {},
    ),
    startNext: assign(({ context }) => {
      const next = context.items.find((item) => item.status === 'waiting')!;
      return {
        current: next.key,
        items: update(context.items, next.key, { status: 'uploading', progress: 0, error: null }),
      };
    }),
    keepProgress: assign(({ context, event }) =>
      event.type === 'upload.progress' && event.total > 0
        ? {
            items: update(context.items, context.current, { progress: event.loaded / event.total }),
          }
        : {},
    ),
    // The first upload may have made the folder: later files and the assignment go there.
    markDone: assign(({ context }, params: { output: UploadDocumentOutput }) => ({
      folder: { ...context.folder, groupId: params.output.groupId },
      items: update(context.items, context.current, {
        status: 'done',
        progress: 1,
        docId: params.output.id,
      }),
      current: null,
    })),
    markFailed: assign(({ context }, params: { error: unknown }) => ({
      items: update(context.items, context.current, {
        status: 'failed',
        progress: 0,
        error: toServiceError(params.error).message,
      }),
      current: null,
    })),
    retryFile: assign(({ context, event }) =>
      event.type === 'file.retry'
        ? { items: update(context.items, event.key, { status: 'waiting', error: null }) }
        : {},
    ),
    swapFile: assign(({ context, event }) => {
      if (event.type !== 'file.swap') return {};
      const kind = uploadKindOf(event.file)!;
      return {
        refused: [],
        items: update(context.items, event.key, {
          file: event.file,
          kind,
          password: kind === 'pdf' ? context.items.find((i) => i.key === event.key)!.password : '',
          status: 'waiting',
          error: null,
        }),
      };
    }),
    refuseSwap: assign(({ event }) =>
      event.type === 'file.swap' ? { refused: [event.file.name] } : {},
    ),
    keepAssignError: assign((_, params: { error: unknown }) => ({
      assignError: toServiceError(params.error).message,
    })),
    // Given by the host: the grid reads its documents again.
    reloadDocuments: () => {},
  },
}).createMachine({
  id: 'docUpload',
  context: ({ input }) => ({
    folder: input.folder,
    mode: input.mode,
    items: [],
    refused: [],
    current: null,
    nextKey: 1,
    assignError: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'files.add': { actions: 'addFiles' },
        'file.remove': { actions: 'removeFile' },
        'password.change': { actions: 'setPassword' },
        'upload.start': { guard: 'hasFiles', target: 'sending' },
        ...CLOSE,
      },
    },
    sending: {
      tags: 'busy',
      entry: 'startNext',
      invoke: {
        id: 'uploadDocument',
        src: 'uploadDocument',
        input: ({ context, self }) => {
          const item = context.items.find((i) => i.key === context.current)!;
          return {
            folder: context.folder,
            mode: context.mode,
            file: item.file,
            password: item.kind === 'pdf' ? item.password : '',
            onProgress: (progress: UploadProgress) =>
              self.send({ type: 'upload.progress', ...progress }),
          };
        },
        // Guards read the queue before this file's outcome is written: the others decide.
        onDone: [
          { guard: 'hasWaiting', target: 'sending', reenter: true, actions: DONE_ACTIONS },
          { guard: 'hasFailed', target: 'someFailed', actions: DONE_ACTIONS },
          { guard: 'needsAssign', target: 'assigning', actions: DONE_ACTIONS },
          { target: 'done', actions: DONE_ACTIONS },
        ],
        onError: [
          { guard: 'hasWaiting', target: 'sending', reenter: true, actions: FAILED_ACTION },
          { target: 'someFailed', actions: FAILED_ACTION },
        ],
      },
      on: { 'upload.progress': { actions: 'keepProgress' }, ...CLOSE },
    },
    someFailed: {
      description: 'each refused file in its place with the server words, Retry and another file',
      on: {
        'file.retry': { guard: 'isFailedItem', target: 'sending', actions: 'retryFile' },
        'file.swap': [
          {
            guard: and(['isFailedItem', 'isAcceptedSwap']),
            target: 'sending',
            actions: 'swapFile',
          },
          { guard: 'isFailedItem', actions: 'refuseSwap' },
        ],
        // Removing a refused file: what is left decides where the queue goes.
        'file.remove': [
          { guard: and(['isFailedItem', 'othersFailed']), actions: 'removeFile' },
          {
            guard: and(['isFailedItem', 'othersNothingUploaded']),
            target: 'choosing',
            actions: 'removeFile',
          },
          {
            guard: and(['isFailedItem', 'needsAssign']),
            target: 'assigning',
            actions: 'removeFile',
          },
          { guard: 'isFailedItem', target: 'done', actions: 'removeFile' },
        ],
        ...CLOSE,
      },
    },
    assigning: {
      tags: 'busy',
      on: CLOSE,
      invoke: {
        id: 'assignUploaded',
        src: 'assignUploaded',
        input: ({ context }) => ({
          groupId: context.folder.groupId!,
          mode: context.mode as AssignUploadedInput['mode'],
          docIds: context.items.flatMap((item) => (item.docId === null ? [] : [item.docId])),
        }),
        onDone: { target: 'done', actions: 'reloadDocuments' },
        onError: {
          target: 'assignFailed',
          actions: { type: 'keepAssignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    assignFailed: { on: { 'assign.retry': 'assigning', ...CLOSE } },
    done: { description: "'Document Updated Successfully'", on: CLOSE },
    closed: { type: 'final' },
  },
});
