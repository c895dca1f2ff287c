import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import { connectPdfDocument } from '../../machines/documentViewer/index.ts';
import {
  pdfDocumentPaths,
  PDF_DOCUMENT_SAMPLE as S,
} from '../../machines/documentViewer/pdfDocument.paths.ts';
import { pdfDocumentShows } from '../../machines/documentViewer/pdfDocument.shows.ts';
import { doneEvent, errorEvent } from '../../machines/pathSpec.ts';
import { PdfView } from '../../src/features/documents/viewer/PdfView.tsx';
import { PdfViewer } from '../../src/features/documents/viewer/PdfViewer.tsx';
import { VIEWER_TEXTS as T } from '../../src/features/documents/viewer/viewerTexts.ts';
import { viewStory } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';
import { builtPdf, recordOf } from './viewerFixtures.ts';

const P = T.pdf;
const story = (...events: AnyEventObject[]) =>
  viewStory(
    pdfDocumentShows as never,
    connectPdfDocument,
    snapshotAfter(pdfDocumentPaths.machine, ...events),
  );
const needs = errorEvent('openPdf', { reason: 'needPassword' });
const wrong = errorEvent('openPdf', { reason: 'incorrectPassword' });

const meta = {
  title: 'Documents/PDF viewer',
  component: PdfView,
  args: {
    view: connectPdfDocument(snapshotAfter(pdfDocumentPaths.machine)),
    file: S.file(),
    fileName: 'bank_statement.pdf',
    isValid: true,
  },
} satisfies Meta<typeof PdfView>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Opening: Story = story();

/** A password-protected PDF asks for its password (at most 50 characters). */
export const PasswordMissing: Story = {
  ...story(needs),
  play: async () => {
    const field = page().getByLabelText(P.passwordLabel);
    await expect(field).toHaveAttribute('maxlength', '50');
  },
};

/** A typed password that was wrong: said so, and asked again. */
export const PasswordWrong: Story = story(
  needs,
  { type: 'password.change', value: S.wrong },
  { type: 'password.submit' },
  wrong,
);

export const Showing: Story = story(doneEvent('openPdf', { pageCount: S.pageCount }));

/** A document marked not valid carries the INVALID DOCUMENT mark over its pages. */
const showing = story(doneEvent('openPdf', { pageCount: S.pageCount }));
export const InvalidDocument: Story = {
  ...showing,
  args: { ...showing.args, isValid: false },
  play: async () => {
    await expect(page().getByText(T.invalid)).toBeVisible();
  },
};

export const Failed: Story = story(errorEvent('openPdf', { reason: 'unreadable' }));

/** Cancelled at the prompt: the prompt goes and the viewer closes (its host unmounts it). */
export const Closed: Story = {
  ...story(needs, { type: 'password.cancel' }),
  play: async () => {
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

const documentOf = (password: string | null, isValid = true) =>
  recordOf({ id: 2, uri: 'salary_slip.pdf', is_valid: isValid, password });

/** The real pdf.js on an encrypted PDF made by pdf-lib: a wrong password is refused, the right one shows page 1. */
export const EncryptedWithPdfJs: Story = {
  loaders: [async () => ({ file: await builtPdf(2, S.right) })],
  render: (_args, { loaded }) => (
    <PdfViewer
      document={documentOf(null)}
      file={loaded.file as Blob}
      fileName="salary_slip.pdf"
      onClose={() => {}}
    />
  ),
  play: async () => {
    const field = await page().findByLabelText(P.passwordLabel, {}, { timeout: 10_000 });
    await expect(page().getByText(P.passwordNeeded)).toBeVisible();
    await userEvent.type(field, S.wrong);
    await userEvent.click(page().getByRole('button', { name: P.open }));
    await expect(await page().findByText(P.passwordWrong, {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.type(page().getByLabelText(P.passwordLabel), S.right);
    await userEvent.click(page().getByRole('button', { name: P.open }));
    await expect(await page().findByText(P.pageOf(1, 2), {}, { timeout: 10_000 })).toBeVisible();
    const canvas = page().getByRole('img', { name: T.pageCanvas(1) }) as HTMLCanvasElement;
    await waitFor(() => expect(canvas.width).toBeGreaterThan(0), { timeout: 10_000 });
  },
};

/** The stored password opens the PDF without asking. */
export const StoredPasswordWithPdfJs: Story = {
  loaders: [async () => ({ file: await builtPdf(2, S.right) })],
  render: (_args, { loaded }) => (
    <PdfViewer
      document={documentOf(S.right, false)}
      file={loaded.file as Blob}
      fileName="salary_slip.pdf"
      onClose={() => {}}
    />
  ),
  play: async () => {
    await expect(await page().findByText(P.pageOf(1, 2), {}, { timeout: 10_000 })).toBeVisible();
    await expect(page().queryByLabelText(P.passwordLabel)).toBeNull();
    await expect(page().getByText(T.invalid)).toBeVisible();
  },
};
