// @vitest-environment jsdom
// The viewer's flows replayed through the real components: navigation through the modal (file
// reads settled by hand), rotation through the image viewer, and the PDF's password and paging
// through the PDF viewer with an injected opener (jsdom cannot run pdf.js; the stories run the
// real one in Chromium).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import {
  DOCUMENT_VIEWER_SAMPLE,
  documentViewerPaths,
} from '../../machines/documentViewer/documentViewer.paths.ts';
import { documentViewerShows } from '../../machines/documentViewer/documentViewer.shows.ts';
import {
  IMAGE_ROTATION_SAMPLE,
  imageRotationPaths,
} from '../../machines/documentViewer/imageRotation.paths.ts';
import { imageRotationShows } from '../../machines/documentViewer/imageRotation.shows.ts';
import type {
  ImageRotationActors,
  PdfDocumentActors,
} from '../../machines/documentViewer/index.ts';
import {
  PDF_DOCUMENT_SAMPLE,
  pdfDocumentPaths,
} from '../../machines/documentViewer/pdfDocument.paths.ts';
import { pdfDocumentShows } from '../../machines/documentViewer/pdfDocument.shows.ts';
import type { DocumentRecord } from '../../src/features/documents/documentTypes.ts';
import { DocumentViewerDialog } from '../../src/features/documents/viewer/DocumentViewerDialog.tsx';
import { ImageViewer } from '../../src/features/documents/viewer/ImageViewer.tsx';
import { PdfViewer } from '../../src/features/documents/viewer/PdfViewer.tsx';
import { VIEWER_TEXTS as T } from '../../src/features/documents/viewer/viewerTexts.ts';
import { deferred, deferredActors, type FakeCall } from '../support/deferred.ts';
import { replayThroughView, type ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

const record = (doc: (typeof DOCUMENT_VIEWER_SAMPLE.documents)[number]): DocumentRecord => ({
  ...doc,
  date: '2026-11-20T10:00:00.000Z',
  user: '8157415868',
  groupId: 7,
  doctype: 'misc',
  location: null,
});
const DOCUMENTS = DOCUMENT_VIEWER_SAMPLE.documents.map(record);

/** loadFile as the host gives it, each read settled by the test. */
function fakeFiles() {
  const calls: Array<FakeCall<{ document: DocumentRecord }, Blob>> = [];
  const loadFile = (document: DocumentRecord, signal: AbortSignal) => {
    const call = Object.assign(deferred<Blob>(), { input: { document }, signal });
    calls.push(call);
    return call.promise;
  };
  return {
    calls,
    loadFile,
    latest: (name: string) => {
      if (name !== 'loadFile' || !calls.length) throw new Error(`No call of ${name}`);
      return calls.at(-1)!;
    },
  };
}

// PDFs never finish opening here: the navigation's own states are what this replay shows.
const neverOpens: PdfDocumentActors['openPdf'] = fromPromise(() => new Promise(() => {}));
// Thumbnails read apart from the flow's reads, so a replay settles only the flow's.
const noThumbnail = () => new Promise<Blob>(() => {});

type NavFakes = ReturnType<typeof fakeFiles> & { onClose: () => void };

function navigationDriver(): ViewDriver<NavFakes> {
  return {
    fakes: () => ({ ...fakeFiles(), onClose: vi.fn() }),
    render: (fakes) => (
      <DocumentViewerDialog
        documents={DOCUMENTS}
        index={DOCUMENT_VIEWER_SAMPLE.index}
        onClose={fakes.onClose}
        loadFile={fakes.loadFile}
        readThumbnail={noThumbnail}
        openPdf={neverOpens}
      />
    ),
    gestures: {
      'doc.next': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: T.nextDocument })),
      'doc.previous': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: T.previousDocument })),
      'doc.pick': (event, { user }) =>
        user.click(
          screen.getByRole('button', {
            name: T.thumbnail(DOCUMENTS[event.index as number]!.uri.split('/').at(-1)!),
          }),
        ),
      'load.retry': (_e, { user }) => user.click(screen.getByRole('button', { name: T.retry })),
    },
    expectState: (state, { fakes }) => {
      expectScreenShows(documentViewerShows as never, state, screen);
      const current = screen.getByRole('button', { current: true });
      expect(current).toHaveAccessibleName(
        T.thumbnail(DOCUMENTS[state.context.index]!.uri.split('/').at(-1)!),
      );
      if (state.matches('loading')) {
        expect(fakes.latest('loadFile').input.document.id).toBe(DOCUMENTS[state.context.index]!.id);
      }
    },
  };
}

type RotationFakes = ReturnType<typeof deferredActors<ImageRotationActors>>;

function rotationDriver(): ViewDriver<RotationFakes> {
  return {
    fakes: () => deferredActors<ImageRotationActors>(['saveRotation']),
    render: (fakes) => (
      <ImageViewer
        document={DOCUMENTS[0]!}
        file={IMAGE_ROTATION_SAMPLE.image()}
        fileName="aadhar_front.jpg"
        saveRotation={async () => {}}
        rotate={fakes.actors.saveRotation}
      />
    ),
    gestures: {
      'rotate.turn': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: T.rotation.rotate })),
      'rotate.save': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: T.rotation.save })),
    },
    expectState: (state, { fakes }) => {
      expectScreenShows(imageRotationShows as never, state, screen);
      if (state.matches('saving')) {
        expect(fakes.latest('saveRotation').input.quarter).toBe(state.context.quarter);
      }
      // The picture turns by the unsaved quarters.
      const picture = screen.getByRole('img', { hidden: true });
      expect(picture.style.transform).toContain(`rotate(${state.context.quarter * 90}deg)`);
    },
  };
}

type PdfFakes = ReturnType<typeof deferredActors<PdfDocumentActors>> & { onClose: () => void };

function pdfDriver(): ViewDriver<PdfFakes> {
  const P = T.pdf;
  return {
    fakes: () => ({ ...deferredActors<PdfDocumentActors>(['openPdf']), onClose: vi.fn() }),
    render: (fakes) => (
      <PdfViewer
        document={DOCUMENTS[1]!}
        file={PDF_DOCUMENT_SAMPLE.file()}
        fileName="bank_statement.pdf"
        onClose={fakes.onClose}
        openPdf={fakes.actors.openPdf}
      />
    ),
    gestures: {
      // A change event with the whole value, as a paste gives it (maxLength does not stop a script).
      'password.change': async (event) => {
        fireEvent.change(screen.getByLabelText(P.passwordLabel), {
          target: { value: event.value },
        });
      },
      'password.submit': (_e, { user }) => user.click(screen.getByRole('button', { name: P.open })),
      'password.cancel': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: P.cancel })),
      'page.next': (_e, { user }) => user.click(screen.getByRole('button', { name: P.nextPage })),
      'page.previous': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: P.previousPage })),
      'load.retry': (_e, { user }) => user.click(screen.getByRole('button', { name: P.retry })),
    },
    expectState: async (state, { fakes, path, step }) => {
      expectScreenShows(pdfDocumentShows as never, state, screen);
      if (state.matches('opening')) {
        expect(fakes.latest('openPdf').input.password).toBe(state.context.trying);
      }
      if (state.matches('locked')) {
        await waitFor(() =>
          expect(screen.getByLabelText(P.passwordLabel)).toHaveValue(state.context.typed),
        );
      }
      const cancels = path.steps
        .slice(0, step + 1)
        .filter((s) => s.event.type === 'password.cancel').length;
      expect(fakes.onClose).toHaveBeenCalledTimes(cancels);
    },
  };
}

describe('viewer navigation through the modal', () => {
  it.each(viewCases(documentViewerPaths))('$title', async ({ path }) => {
    await replayThroughView(path, navigationDriver());
  });
});

describe('image rotation through the image viewer', () => {
  it.each(viewCases(imageRotationPaths))('$title', async ({ path }) => {
    await replayThroughView(path, rotationDriver());
  });
});

describe('PDF password and paging through the PDF viewer', () => {
  it.each(viewCases(pdfDocumentPaths))('$title', async ({ path }) => {
    await replayThroughView(path, pdfDriver());
  });
});

describe('the viewer', () => {
  it('moves between documents with the arrow keys and zooms with + and −', async () => {
    const files = fakeFiles();
    render(
      <DocumentViewerDialog
        documents={DOCUMENTS}
        index={0}
        onClose={() => {}}
        loadFile={files.loadFile}
        readThumbnail={noThumbnail}
        openPdf={neverOpens}
      />,
    );
    files.calls[0]!.resolve(IMAGE_ROTATION_SAMPLE.image());
    await screen.findByRole('button', { name: T.zoomIn });
    fireEvent.keyDown(window, { key: '+' });
    expect(screen.getByText(T.zoomLevel(1.25))).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '-' });
    fireEvent.keyDown(window, { key: '-' });
    expect(screen.getByText(T.zoomLevel(0.75))).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByText(T.position(1, DOCUMENTS.length))).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByText(T.position(0, DOCUMENTS.length))).toBeInTheDocument();
  });

  it('keeps focus in the viewer when Next document stops at the last one', async () => {
    const files = fakeFiles();
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    render(
      <DocumentViewerDialog
        documents={DOCUMENTS}
        index={DOCUMENTS.length - 2}
        onClose={() => {}}
        loadFile={files.loadFile}
        readThumbnail={noThumbnail}
        openPdf={neverOpens}
      />,
    );
    const next = screen.getByRole('button', { name: T.nextDocument });
    next.focus();
    await user.keyboard('{Enter}');
    expect(next).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: T.previousDocument })).toHaveFocus(),
    );
  });

  it('offers no rotation to a user without saveRotation (a lender)', async () => {
    render(
      <ImageViewer
        document={DOCUMENTS[0]!}
        file={IMAGE_ROTATION_SAMPLE.image()}
        fileName="a.jpg"
      />,
    );
    expect(screen.queryByRole('button', { name: T.rotation.rotate })).toBeNull();
    expect(screen.getByRole('button', { name: T.zoomIn })).toBeEnabled();
  });

  it('marks an invalid PDF INVALID DOCUMENT once it shows', async () => {
    const fakes = deferredActors<PdfDocumentActors>(['openPdf']);
    render(
      <PdfViewer
        document={DOCUMENTS[1]!}
        file={PDF_DOCUMENT_SAMPLE.file()}
        fileName="bank_statement.pdf"
        onClose={() => {}}
        openPdf={fakes.actors.openPdf}
      />,
    );
    fakes.latest('openPdf').resolve({ pageCount: 2 });
    expect(await screen.findByText(T.invalid)).toBeInTheDocument();
  });
});
