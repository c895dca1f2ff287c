import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import {
  DOCUMENT_VIEWER_SAMPLE,
  documentViewerPaths,
} from '../../machines/documentViewer/documentViewer.paths.ts';
import { documentViewerShows } from '../../machines/documentViewer/documentViewer.shows.ts';
import {
  connectDocumentViewer,
  type DocumentViewerModel,
} from '../../machines/documentViewer/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { DocumentViewerDialog } from '../../src/features/documents/viewer/DocumentViewerDialog.tsx';
import { DocumentViewerView } from '../../src/features/documents/viewer/DocumentViewerView.tsx';
import { ViewerBody } from '../../src/features/documents/viewer/ViewerBody.tsx';
import { VIEWER_TEXTS as T } from '../../src/features/documents/viewer/viewerTexts.ts';
import { viewStory } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';
import { builtPdf, canvasPng, minimalPdf, recordOf, wavTone } from './viewerFixtures.ts';

const DOCUMENTS = DOCUMENT_VIEWER_SAMPLE.documents.map(recordOf);
const at = (...events: AnyEventObject[]) => snapshotAfter(documentViewerPaths.machine, ...events);
const story = (...events: AnyEventObject[]) =>
  viewStory(documentViewerShows as never, connectDocumentViewer, at(...events));
const next = { type: 'doc.next' };
const arrives = (file: Blob) => doneEvent('loadFile', file);

/** The modal as the flow's snapshot makes it, with the body the extension chose. */
function Frame({ view }: { view: DocumentViewerModel }) {
  return (
    <DocumentViewerView view={view} onClose={() => {}}>
      <ViewerBody view={view} document={DOCUMENTS[view.index]!} onClose={() => {}} />
    </DocumentViewerView>
  );
}

const meta = {
  title: 'Documents/Viewer',
  component: Frame,
  args: { view: connectDocumentViewer(at()) },
} satisfies Meta<typeof Frame>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Loading: Story = story();

/** A photo: zoom, reset, the thumbnails strip. */
export const Image: Story = {
  ...story(arrives(canvasPng())),
  play: async () => {
    await expect(await page().findByRole('img', { name: 'aadhar_front.jpg' })).toBeVisible();
    await expect(page().getByRole('navigation', { name: T.thumbnails })).toBeVisible();
  },
};

/** A PDF opened by the real pdf.js; this one is marked not valid. */
export const Pdf: Story = {
  ...story(arrives(canvasPng()), next, arrives(minimalPdf())),
  play: async () => {
    await expect(
      await page().findByText(T.pdf.pageOf(1, 1), {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(page().getByText(T.invalid)).toBeVisible();
  },
};

/** A video the browser cannot play: Download File instead. */
export const MediaFallback: Story = {
  ...story(
    arrives(canvasPng()),
    next,
    arrives(minimalPdf()),
    next,
    arrives(new Blob(['not a video'], { type: 'video/mp4' })),
  ),
  play: async () => {
    await expect(
      await page().findByRole('button', { name: T.downloadFile }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(page().getByText(T.cannotPlay)).toBeVisible();
  },
};

/** A spreadsheet in an embedded frame, with Download File beside it. */
export const Office: Story = {
  ...story({ type: 'doc.pick', index: 3 }, arrives(new Blob(['xlsx'], { type: 'text/plain' }))),
  play: async () => {
    await expect(page().getByTitle(T.officeFrame('salary_register.xlsx'))).toBeVisible();
    await expect(page().getByRole('button', { name: T.downloadFile })).toBeVisible();
  },
};

export const NoPreview: Story = {
  ...story({ type: 'doc.pick', index: 4 }, arrives(new Blob(['notes'], { type: 'text/plain' }))),
  play: async () => {
    await expect(page().getByRole('button', { name: T.downloadFile })).toBeVisible();
  },
};

export const Failed: Story = story(errorEvent('loadFile', serviceError('Not Found', 404)));

/** The whole viewer over files made here: keys move between documents, the PDF is pdf-lib's. */
export const Browsing: Story = {
  render: () => (
    <DocumentViewerDialog
      documents={DOCUMENTS}
      index={0}
      onClose={() => {}}
      loadFile={async (doc) => {
        if (doc.uri.endsWith('.jpg')) return canvasPng();
        if (doc.uri.endsWith('.pdf')) return builtPdf(3);
        if (doc.uri.endsWith('.mp4')) return wavTone();
        return new Blob(['text'], { type: 'text/plain' });
      }}
      saveRotation={async () => {}}
    />
  ),
  play: async () => {
    await page().findByRole('img', { name: 'aadhar_front.jpg' });
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      await page().findByText(T.pdf.pageOf(1, 3), {}, { timeout: 10_000 }),
    ).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: T.pdf.nextPage }));
    await expect(page().getByText(T.pdf.pageOf(2, 3))).toBeVisible();
    const canvas = page().getByRole('img', { name: T.pageCanvas(2) }) as HTMLCanvasElement;
    await waitFor(() => expect(canvas.width).toBeGreaterThan(0));
    await userEvent.keyboard('{ArrowRight}');
    await expect(await page().findByText(T.position(2, DOCUMENTS.length))).toBeVisible();
  },
};
