import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  DOCUMENT_VIEWER_SAMPLE,
  documentViewerPaths,
} from '../../machines/documentViewer/documentViewer.paths.ts';
import {
  IMAGE_ROTATION_SAMPLE,
  imageRotationPaths,
} from '../../machines/documentViewer/imageRotation.paths.ts';
import {
  connectDocumentViewer,
  connectImageRotation,
  connectPdfDocument,
  type DocumentViewerActors,
  documentViewerMachine,
  type ImageRotationActors,
  imageRotationMachine,
  type PdfDocumentActors,
  pdfDocumentMachine,
} from '../../machines/documentViewer/index.ts';
import {
  PDF_DOCUMENT_SAMPLE,
  pdfDocumentPaths,
} from '../../machines/documentViewer/pdfDocument.paths.ts';
import { viewerKindOf } from '../../src/domain/documents/viewer.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type ViewerSnapshot = ReturnType<typeof documentViewerMachine.transition>;
type PdfSnapshot = ReturnType<typeof pdfDocumentMachine.transition>;

const BODY_OF_KIND = {
  image: 'image',
  pdf: 'pdf',
  video: 'media',
  audio: 'media',
  office: 'office',
  none: 'noPreview',
} as const;

describeMachinePaths('documentViewer', documentViewerPaths, (anyState, history) => {
  const state = anyState as ViewerSnapshot;
  const view = connectDocumentViewer(state);
  const last = history.at(-1)!.event;
  // A move to another document reads its file again.
  if (['doc.next', 'doc.previous', 'doc.pick'].includes(last.type) && history.length > 1) {
    const before = history.at(-2)!.state.context.index;
    if (state.context.index !== before) expect(state.matches('loading')).toBe(true);
  }
  // Once read, the viewer is the extension's.
  if (last.type === 'xstate.done.actor.loadFile') {
    expect(view.body).toBe(BODY_OF_KIND[viewerKindOf(view.document.uri)]);
    expect(view.file).not.toBeNull();
  }
  expect(view.canNext).toBe(state.context.index < DOCUMENT_VIEWER_SAMPLE.documents.length - 1);
  expect(view.canPrevious).toBe(state.context.index > 0);
  expect(view.thumbnails.filter((t) => t.current).map((t) => t.index)).toEqual([view.index]);
});

describeMachinePaths('imageRotation', imageRotationPaths, (anyState, history) => {
  const view = connectImageRotation(anyState as never);
  const turns = history.filter((s) => s.event.type === 'rotate.turn').length;
  const lastSave = history.findLastIndex((s) => s.event.type === 'xstate.done.actor.saveRotation');
  const turnsSinceSave = history.slice(lastSave + 1).filter((s) => s.event.type === 'rotate.turn');
  // Four steps of a quarter: the unsaved turn counts the turns since the last save.
  expect(view.degrees).toBe((turnsSinceSave.length % 4) * 90);
  if (!anyState.context.canRotate) {
    expect(turns === 0 || anyState.matches('upright')).toBe(true);
    expect(view.showRotate).toBe(false);
  }
  if (lastSave >= 0) expect(view.image.type).toBe('image/jpeg');
});

describeMachinePaths('pdfDocument', pdfDocumentPaths, (anyState, history) => {
  const state = anyState as PdfSnapshot;
  const view = connectPdfDocument(state);
  const last = history.at(-1)!.event;
  if (last.type === 'xstate.error.actor.openPdf') {
    const before = history.at(-2)!.state.context;
    const reason = (last.error as { reason: string }).reason;
    // A wrong typed password is told apart from the first asking; a stored one that fails just asks.
    if (reason === 'incorrectPassword' && !before.tryingStored && before.trying !== null) {
      expect(view.wrongPassword).toBe(true);
    } else if (reason === 'unreadable') {
      expect(view.phase).toBe('failed');
    } else {
      expect(state.matches({ locked: 'missing' })).toBe(true);
    }
  }
  expect(state.context.typed.length).toBeLessThanOrEqual(50);
  if (state.matches('locked')) expect(view.canSubmit).toBe(state.context.typed.length > 0);
  // Cancel at the prompt closes the viewer, whatever the prompt said.
  if (last.type === 'password.cancel') expect(view.phase).toBe('closed');
  if (view.phase === 'showing') {
    expect(view.page).toBeGreaterThanOrEqual(1);
    expect(view.page).toBeLessThanOrEqual(PDF_DOCUMENT_SAMPLE.pageCount);
  }
});

describe('the document viewer with live actors', () => {
  it('aborts the read of a document left before it arrives', () => {
    const fakes = deferredActors<DocumentViewerActors>(['loadFile']);
    const actor = createActor(documentViewerMachine.provide({ actors: fakes.actors }), {
      input: { documents: DOCUMENT_VIEWER_SAMPLE.documents, index: 0 },
    }).start();
    const first = fakes.latest('loadFile');
    actor.send({ type: 'doc.next' });
    expect(first.signal.aborted).toBe(true);
    expect(fakes.latest('loadFile').input.document.id).toBe(2);
  });

  it('tries the stored password first, then the typed one; cancel closes the viewer', async () => {
    const fakes = deferredActors<PdfDocumentActors>(['openPdf']);
    const closeViewer = vi.fn();
    const actor = createActor(
      pdfDocumentMachine.provide({ actors: fakes.actors, actions: { closeViewer } }),
      { input: { file: PDF_DOCUMENT_SAMPLE.file(), storedPassword: PDF_DOCUMENT_SAMPLE.stored } },
    ).start();
    expect(fakes.latest('openPdf').input.password).toBe(PDF_DOCUMENT_SAMPLE.stored);
    fakes.latest('openPdf').reject({ reason: 'incorrectPassword' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ locked: 'missing' })).toBe(true));
    actor.send({ type: 'password.change', value: PDF_DOCUMENT_SAMPLE.tooLong });
    expect(actor.getSnapshot().context.typed).toBe('');
    actor.send({ type: 'password.change', value: PDF_DOCUMENT_SAMPLE.right });
    actor.send({ type: 'password.submit' });
    expect(fakes.latest('openPdf').input.password).toBe(PDF_DOCUMENT_SAMPLE.right);
    fakes.latest('openPdf').reject({ reason: 'incorrectPassword' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ locked: 'wrong' })).toBe(true));
    actor.send({ type: 'password.cancel' });
    expect(closeViewer).toHaveBeenCalledTimes(1);
  });

  it('keeps the jpeg the save gave as the image shown', async () => {
    const jpeg = IMAGE_ROTATION_SAMPLE.jpeg();
    const fakes = deferredActors<ImageRotationActors>(['saveRotation']);
    const actor = createActor(imageRotationMachine.provide({ actors: fakes.actors }), {
      input: { image: IMAGE_ROTATION_SAMPLE.image(), canRotate: true },
    }).start();
    actor.send({ type: 'rotate.turn' });
    actor.send({ type: 'rotate.turn' });
    actor.send({ type: 'rotate.save' });
    expect(fakes.latest('saveRotation').input).toMatchObject({ quarter: 2 });
    fakes.latest('saveRotation').resolve(jpeg);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('saved')).toBe(true));
    expect(actor.getSnapshot().context.image).toBe(jpeg);
  });
});
