// One PDF of several documents (the toolbar's Download, spec part 2 §7): images become pages,
// PDFs' pages are copied, an encrypted PDF is opened with its stored password. What cannot go
// into a PDF is reported with the reason instead.
import { PDFDocument } from '@cantoo/pdf-lib';

export type PdfSource = {
  id: number;
  kind: string;
  contentType: string;
  password: string | null;
  bytes: Buffer;
};
export type BuiltPdf = {
  bytes: Uint8Array;
  pageCount: number;
  included: number[];
  skipped: { id: number; reason: string }[];
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 24;

async function addImage(out: PDFDocument, source: PdfSource): Promise<string | null> {
  const image =
    source.contentType === 'image/jpeg'
      ? await out.embedJpg(source.bytes)
      : source.contentType === 'image/png'
        ? await out.embedPng(source.bytes)
        : null;
  if (!image) return 'Only JPEG and PNG images can be put in a PDF.';
  // Fitted inside an A4 page, never enlarged past its own size.
  const scale = Math.min(
    1,
    (A4.width - 2 * MARGIN) / image.width,
    (A4.height - 2 * MARGIN) / image.height,
  );
  const width = image.width * scale;
  const height = image.height * scale;
  const page = out.addPage([A4.width, A4.height]);
  page.drawImage(image, {
    x: (A4.width - width) / 2,
    y: (A4.height - height) / 2,
    width,
    height,
  });
  return null;
}

async function addPdf(out: PDFDocument, source: PdfSource): Promise<string | null> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(
      source.bytes,
      source.password ? { password: source.password } : {},
    );
  } catch (error) {
    const message = String((error as Error).message ?? '');
    if (/encrypted/i.test(message))
      return 'The PDF is password-protected and has no stored password.';
    if (/password/i.test(message)) return 'The stored password does not open this PDF.';
    return 'The PDF could not be read.';
  }
  const pages = await out.copyPages(doc, doc.getPageIndices());
  for (const page of pages) out.addPage(page);
  return null;
}

export async function buildPdf(sources: PdfSource[]): Promise<BuiltPdf> {
  const out = await PDFDocument.create();
  const included: number[] = [];
  const skipped: BuiltPdf['skipped'] = [];
  for (const source of sources) {
    const reason =
      source.kind === 'image'
        ? await addImage(out, source)
        : source.kind === 'pdf'
          ? await addPdf(out, source)
          : `A${source.kind === 'audio' || source.kind === 'office' ? 'n' : ''} ${source.kind} file cannot be put in a PDF.`;
    if (reason) skipped.push({ id: source.id, reason });
    else included.push(source.id);
  }
  const pageCount = out.getPageCount();
  return { bytes: pageCount ? await out.save() : new Uint8Array(), pageCount, included, skipped };
}
