import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import {
  connectPdfDocument,
  type PdfDocumentActors,
  pdfDocumentMachine,
} from '../../../../machines/documentViewer/index.ts';
import { fromAbortable } from '../../../platform/abortableActor.ts';
import { useView } from '../../../ui/hooks/useView.ts';
import type { DocumentRecord } from '../documentTypes.ts';
import { PdfView } from './PdfView.tsx';
import { isPdfFile, openPdfFile } from './pdfLoader.ts';

const openWithPdfJs: PdfDocumentActors['openPdf'] = fromAbortable(({ input, signal }) =>
  openPdfFile(input.file, input.password, signal),
);

/** A PDF with its opening, password and paging flow; pdf.js is given unless a test injects another opener. */
export function PdfViewer({
  document,
  file,
  fileName,
  onClose,
  openPdf = openWithPdfJs,
}: {
  document: DocumentRecord;
  file: Blob;
  fileName: string;
  onClose: () => void;
  openPdf?: PdfDocumentActors['openPdf'];
}) {
  const [logic] = useState(() =>
    pdfDocumentMachine.provide({ actors: { openPdf }, actions: { closeViewer: () => onClose() } }),
  );
  const actor = useActorRef(logic, { input: { file, storedPassword: document.password } });
  const view = useView(actor, (snapshot) => connectPdfDocument(snapshot, actor.send))!;
  const pdf = view.pdf;
  // The open document's worker memory goes with it.
  useEffect(() => () => (isPdfFile(pdf) ? pdf.destroy() : undefined), [pdf]);
  return <PdfView view={view} file={file} fileName={fileName} isValid={document.is_valid} />;
}
