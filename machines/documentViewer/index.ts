export type {
  DocumentViewerActors,
  ImageRotationActors,
  OpenedPdf,
  PdfDocumentActors,
  PdfOpenFailure,
  ViewedDocument,
} from './documentViewer.actors.ts';
export * from './documentViewer.connect.ts';
export {
  type DocumentViewerContext,
  type DocumentViewerEvent,
  type DocumentViewerInput,
  documentViewerMachine,
} from './documentViewer.machine.ts';
export {
  DOCUMENT_VIEWER_TEXTS,
  IMAGE_ROTATION_TEXTS,
  PDF_DOCUMENT_TEXTS,
} from './documentViewer.texts.ts';
export * from './imageRotation.connect.ts';
export {
  type ImageRotationContext,
  type ImageRotationEvent,
  type ImageRotationInput,
  imageRotationMachine,
} from './imageRotation.machine.ts';
export * from './pdfDocument.connect.ts';
export {
  type PdfDocumentContext,
  type PdfDocumentEvent,
  type PdfDocumentInput,
  pdfDocumentMachine,
} from './pdfDocument.machine.ts';
