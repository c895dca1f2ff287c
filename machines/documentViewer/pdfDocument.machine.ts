import { assign, setup } from 'xstate';
import { isPdfPasswordWithinLimit } from '../../src/domain/documents/viewer.ts';
import { unprovided } from '../shared/calls.ts';
import type { OpenedPdf, PdfOpenFailure } from './documentViewer.actors.ts';

export type PdfDocumentContext = {
  file: Blob;
  /** The password tried by the open in flight or last: the stored one first, then typed ones. */
  trying: string | null;
  /** Whether `trying` is the document's stored password (its failure is no typing mistake). */
  tryingStored: boolean;
  typed: string;
  pdf: OpenedPdf | null;
  page: number;
};

export type PdfDocumentEvent =
  | { type: 'password.change'; value: string }
  | { type: 'password.submit' }
  | { type: 'password.cancel' }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'load.retry' };

export type PdfDocumentInput = { file: Blob; storedPassword: string | null };

const reasonOf = (error: unknown) => (error as Partial<PdfOpenFailure> | null)?.reason;

/**
 * A PDF opening and paging (spec part 2 §2, §5): a stored password is tried first; a missing
 * password asks for one, a wrong typed one says so and asks again, until it opens or the user
 * cancels (which closes the viewer). Once open, pages one at a time.
 */
export const pdfDocumentMachine = setup({
  types: {
    input: {} as PdfDocumentInput,
    context: {} as PdfDocumentContext,
    events: {} as PdfDocumentEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    openPdf: unprovided<OpenedPdf, { file: Blob; password: string | null }>('openPdf'),
  },
  guards: {
    isWrongTypedPassword: ({ context, event }) =>
      !context.tryingStored &&
      context.trying !== null &&
      reasonOf((event as { error?: unknown }).error) === 'incorrectPassword',
    needsPassword: ({ event }) => {
      const reason = reasonOf((event as { error?: unknown }).error);
      return reason === 'needPassword' || reason === 'incorrectPassword';
    },
    isWithinLimit: ({ event }) =>
      event.type === 'password.change' && isPdfPasswordWithinLimit(event.value),
    hasTyped: ({ context }) => context.typed.length > 0,
    hasNextPage: ({ context }) => context.page < (context.pdf?.pageCount ?? 0),
    hasPreviousPage: ({ context }) => context.page > 1,
  },
  actions: {
    // Given by the viewer: cancelling the password closes it.
    closeViewer: () => {},
    tryTyped: assign(({ context }) => ({ trying: context.typed, tryingStored: false })),
  },
}).createMachine({
  id: 'pdfDocument',
  context: ({ input }) => ({
    file: input.file,
    trying: input.storedPassword,
    tryingStored: input.storedPassword !== null,
    typed: '',
    pdf: null,
    page: 1,
  }),
  initial: 'opening',
  states: {
    opening: {
      tags: 'busy',
      invoke: {
        id: 'openPdf',
        src: 'openPdf',
        input: ({ context }) => ({ file: context.file, password: context.trying }),
        onDone: {
          target: 'showing',
          actions: assign(({ event }) => ({ pdf: event.output, page: 1 })),
        },
        onError: [
          { guard: 'isWrongTypedPassword', target: 'locked.wrong' },
          { guard: 'needsPassword', target: 'locked.missing' },
          { target: 'failed' },
        ],
      },
    },
    locked: {
      description: 'the password prompt (at most 50 characters)',
      entry: assign({ typed: '' }),
      on: {
        'password.change': {
          guard: 'isWithinLimit',
          actions: assign({ typed: ({ event }) => event.value }),
        },
        'password.submit': { guard: 'hasTyped', target: 'opening', actions: 'tryTyped' },
        'password.cancel': 'closed',
      },
      initial: 'missing',
      states: {
        missing: {},
        wrong: { tags: 'error' },
      },
    },
    showing: {
      on: {
        'page.next': {
          guard: 'hasNextPage',
          actions: assign(({ context }) => ({ page: context.page + 1 })),
        },
        'page.previous': {
          guard: 'hasPreviousPage',
          actions: assign(({ context }) => ({ page: context.page - 1 })),
        },
      },
    },
    failed: { tags: 'error', on: { 'load.retry': 'opening' } },
    closed: {
      type: 'final',
      description: 'the password was not given: the viewer closes',
      entry: 'closeViewer',
    },
  },
});
