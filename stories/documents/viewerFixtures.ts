// Files for the viewer's stories, made in the browser when a story runs: a PNG drawn on a canvas,
// PDFs built with pdf-lib (one encrypted), a WAV tone; nothing shipped as a binary.
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import type { DocumentRecord } from '../../src/features/documents/documentTypes.ts';

/** A landscape PNG with an arrow pointing up, so a turn is visible (drawn synchronously). */
export function canvasPng(label = 'AADHAAR', width = 320, height = 200): Blob {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#e0f2fe';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#0c4a6e';
  context.font = 'bold 28px sans-serif';
  context.fillText(label, 20, 50);
  context.beginPath();
  context.moveTo(width - 60, 40);
  context.lineTo(width - 90, 100);
  context.lineTo(width - 30, 100);
  context.closePath();
  context.fill();
  const bytes = atob(canvas.toDataURL('image/png').split(',')[1]!);
  return new Blob([Uint8Array.from(bytes, (c) => c.charCodeAt(0))], { type: 'image/png' });
}

/**
 * A one-page PDF written by hand with correct offsets, for the snapshot stories that need a
 * valid file at once (pdf-lib is asynchronous).
 */
export function minimalPdf(text = 'Bank statement'): Blob {
  const content = `BT /F1 24 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([out], { type: 'application/pdf' });
}

/** A PDF of `pages` pages with pdf-lib, encrypted when a user password is given. */
export async function builtPdf(pages: number, userPassword?: string): Promise<Blob> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = pdf.addPage([420, 595]);
    page.drawText(`Salary slip — page ${n} of ${pages}`, { x: 40, y: 540, size: 18, font });
    page.drawRectangle({ x: 40, y: 80, width: 340, height: 420, borderWidth: 2 });
  }
  if (userPassword) pdf.encrypt({ userPassword, ownerPassword: `${userPassword}-owner` });
  const bytes = await pdf.save();
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}

/** A one-second 440 Hz tone as a WAV the browser plays. */
export function wavTone(seconds = 1, rate = 8000): Blob {
  const samples = seconds * rate;
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) view.setUint8(at + i, s.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) {
    view.setInt16(44 + i * 2, Math.sin((2 * Math.PI * 440 * i) / rate) * 8000, true);
  }
  return new Blob([buffer], { type: 'audio/wav' });
}

/** A document record around a viewer sample. */
export const recordOf = (
  doc: Pick<DocumentRecord, 'id' | 'uri' | 'is_valid' | 'password'>,
): DocumentRecord => ({
  ...doc,
  date: '2026-11-20T10:00:00.000Z',
  user: '8157415868',
  groupId: 7,
  doctype: 'misc',
  location: null,
});
