import type { SnapshotFrom } from 'xstate';
import { PDF_PASSWORD_MAX } from '../../src/domain/documents/viewer.ts';
import type { OpenedPdf } from './documentViewer.actors.ts';
import type { PdfDocumentEvent, pdfDocumentMachine } from './pdfDocument.machine.ts';

type Snapshot = SnapshotFrom<typeof pdfDocumentMachine>;
type Send = (event: PdfDocumentEvent) => void;

export type PdfDocumentIntents = {
  onPasswordChange: (value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  onNextPage: () => void;
  onPreviousPage: () => void;
  onRetry: () => void;
};

const intentsBySend = new WeakMap<Send, PdfDocumentIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): PdfDocumentIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onPasswordChange: (value) => send({ type: 'password.change', value }),
      onSubmit: () => send({ type: 'password.submit' }),
      onCancel: () => send({ type: 'password.cancel' }),
      onNextPage: () => send({ type: 'page.next' }),
      onPreviousPage: () => send({ type: 'page.previous' }),
      onRetry: () => send({ type: 'load.retry' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type PdfDocumentModel = PdfDocumentIntents & {
  phase: 'opening' | 'locked' | 'showing' | 'failed' | 'closed';
  /** In the prompt: a typed password was refused (not the first asking). */
  wrongPassword: boolean;
  typed: string;
  passwordMax: number;
  canSubmit: boolean;
  pdf: OpenedPdf | null;
  page: number;
  pageCount: number;
  canNextPage: boolean;
  canPreviousPage: boolean;
};

export function connectPdfDocument(snapshot: Snapshot, send: Send = ignore): PdfDocumentModel {
  const { context } = snapshot;
  const phase = snapshot.matches('locked')
    ? 'locked'
    : snapshot.matches('showing')
      ? 'showing'
      : snapshot.matches('failed')
        ? 'failed'
        : snapshot.matches('closed')
          ? 'closed'
          : 'opening';
  return {
    ...intentsOf(send),
    phase,
    wrongPassword: snapshot.matches({ locked: 'wrong' }),
    typed: context.typed,
    passwordMax: PDF_PASSWORD_MAX,
    canSubmit: snapshot.can({ type: 'password.submit' }),
    pdf: context.pdf,
    page: context.page,
    pageCount: context.pdf?.pageCount ?? 0,
    canNextPage: snapshot.can({ type: 'page.next' }),
    canPreviousPage: snapshot.can({ type: 'page.previous' }),
  };
}
