import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type {
  ClassifyInput,
  PickedCategory,
  ReclassifyInput,
  UnclassifyInput,
} from './messageClassification.types.ts';

export type MessageClassificationContext = {
  deviceId: string;
  /** The last category picked, and for which message. */
  picked: PickedCategory | null;
  /** Whether the last save removed the category. */
  undone: boolean;
  error: string | null;
};

export type MessageClassificationEvent =
  /** A category chosen for a message (the same one it has: undo, after confirmation). */
  | ({ type: 'message.classify' } & PickedCategory)
  | { type: 'undo.confirm' }
  | { type: 'undo.cancel' }
  | { type: 'classify.dismiss' };

export type MessageClassificationInput = { deviceId: string };

const PICK = [
  { guard: 'isUncategorised', target: '#messageClassification.classifying', actions: 'keepPick' },
  { guard: 'isSameCategory', target: '#messageClassification.confirmingUndo', actions: 'keepPick' },
  { target: '#messageClassification.reclassifying', actions: 'keepPick' },
] as const;

const SAVED = { target: 'saved', actions: ['markSaved', 'reloadMessages'] } as const;
const FAILED = { target: 'failed', actions: 'keepError' } as const;

/**
 * Message classification (spec part 1 §4): a category picked for an uncategorised message
 * classifies it (sending the device id); another category reclassifies it; the same category,
 * once 'Are you sure you want to undo classifiacation?' is confirmed, unclassifies it. Every save
 * reads the list again (`reloadMessages`, given by the list).
 */
export const messageClassificationMachine = setup({
  types: {
    input: {} as MessageClassificationInput,
    context: {} as MessageClassificationContext,
    events: {} as MessageClassificationEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    classifyMessage: unprovided<unknown, ClassifyInput>('classifyMessage'),
    reclassifyMessage: unprovided<unknown, ReclassifyInput>('reclassifyMessage'),
    unclassifyMessage: unprovided<unknown, UnclassifyInput>('unclassifyMessage'),
  },
  guards: {
    isUncategorised: ({ event }) => event.type === 'message.classify' && event.from === null,
    isSameCategory: ({ event }) =>
      event.type === 'message.classify' && event.from === event.category,
  },
  actions: {
    keepPick: assign(({ event }) =>
      event.type === 'message.classify'
        ? {
            picked: { messageId: event.messageId, from: event.from, category: event.category },
            error: null,
          }
        : {},
    ),
    markSaved: assign({ undone: false, error: null }),
    markUndone: assign({ undone: true, error: null }),
    keepError: assign(({ event }) => ({
      error: toServiceError((event as { error?: unknown }).error).message,
    })),
    // Given by the list: it reads the messages again. Without it nothing is reloaded.
    reloadMessages: () => {},
  },
}).createMachine({
  id: 'messageClassification',
  context: ({ input }) => ({ deviceId: input.deviceId, picked: null, undone: false, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'message.classify': PICK } },
    confirmingUndo: {
      description: "'Are you sure you want to undo classifiacation?' with OK and Cancel",
      on: { 'undo.confirm': 'unclassifying', 'undo.cancel': 'idle' },
    },
    classifying: {
      tags: 'busy',
      invoke: {
        id: 'classifyMessage',
        src: 'classifyMessage',
        input: ({ context }) => ({
          messageId: context.picked!.messageId,
          category: context.picked!.category,
          deviceId: context.deviceId,
        }),
        onDone: SAVED,
        onError: FAILED,
      },
    },
    reclassifying: {
      tags: 'busy',
      invoke: {
        id: 'reclassifyMessage',
        src: 'reclassifyMessage',
        input: ({ context }) => ({
          messageId: context.picked!.messageId,
          category: context.picked!.category,
        }),
        onDone: SAVED,
        onError: FAILED,
      },
    },
    unclassifying: {
      tags: 'busy',
      invoke: {
        id: 'unclassifyMessage',
        src: 'unclassifyMessage',
        input: ({ context }) => ({ messageId: context.picked!.messageId }),
        onDone: { target: 'saved', actions: ['markUndone', 'reloadMessages'] },
        onError: FAILED,
      },
    },
    saved: {
      description: 'what was saved; the list is read again',
      on: { 'message.classify': PICK },
    },
    failed: {
      description: "the server's words, with Dismiss",
      tags: 'error',
      on: { 'message.classify': PICK, 'classify.dismiss': 'idle' },
    },
  },
});
