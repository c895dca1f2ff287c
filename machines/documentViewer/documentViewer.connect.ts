import type { SnapshotFrom } from 'xstate';
import { fileNameOf, type ViewerKind, viewerKindOf } from '../../src/domain/documents/viewer.ts';
import type { ViewedDocument } from './documentViewer.actors.ts';
import type { DocumentViewerEvent, documentViewerMachine } from './documentViewer.machine.ts';
import { fileTitleOf } from './documentViewer.rules.ts';

type Snapshot = SnapshotFrom<typeof documentViewerMachine>;
type Send = (event: DocumentViewerEvent) => void;

export type DocumentViewerIntents = {
  onNext: () => void;
  onPrevious: () => void;
  onPick: (index: number) => void;
  onRetry: () => void;
};

const intentsBySend = new WeakMap<Send, DocumentViewerIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): DocumentViewerIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onNext: () => send({ type: 'doc.next' }),
      onPrevious: () => send({ type: 'doc.previous' }),
      onPick: (index) => send({ type: 'doc.pick', index }),
      onRetry: () => send({ type: 'load.retry' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

/** Which body the viewer shows now. */
export type ViewerBody = 'loading' | 'failed' | 'image' | 'pdf' | 'media' | 'office' | 'noPreview';

export type DocumentViewerModel = DocumentViewerIntents & {
  title: string;
  index: number;
  count: number;
  document: ViewedDocument;
  kind: ViewerKind;
  fileName: string;
  body: ViewerBody;
  file: Blob | null;
  canNext: boolean;
  canPrevious: boolean;
  /** The thumbnails strip: each document's name and whether it is the one open. */
  thumbnails: ReadonlyArray<{ index: number; name: string; kind: ViewerKind; current: boolean }>;
};

const BODIES: readonly ViewerBody[] = ['image', 'pdf', 'media', 'office', 'noPreview', 'failed'];

export function connectDocumentViewer(
  snapshot: Snapshot,
  send: Send = ignore,
): DocumentViewerModel {
  const { context } = snapshot;
  const document = context.documents[context.index]!;
  return {
    ...intentsOf(send),
    title: fileTitleOf(context),
    index: context.index,
    count: context.documents.length,
    document,
    kind: viewerKindOf(document.uri),
    fileName: fileNameOf(document.uri),
    body: BODIES.find((body) => snapshot.matches(body)) ?? 'loading',
    file: context.file,
    canNext: snapshot.can({ type: 'doc.next' }),
    canPrevious: snapshot.can({ type: 'doc.previous' }),
    thumbnails: context.documents.map((doc, index) => ({
      index,
      name: fileNameOf(doc.uri),
      kind: viewerKindOf(doc.uri),
      current: index === context.index,
    })),
  };
}
