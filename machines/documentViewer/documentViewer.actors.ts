import type { PromiseActorLogic } from 'xstate';

/** What the viewer needs of a document: the shared document record satisfies it. */
export type ViewedDocument = {
  id: number;
  uri: string;
  is_valid: boolean;
  password: string | null;
};

/** Reads one document's file (loadFile of the host); rejects when it cannot be read. */
export type DocumentViewerActors = {
  loadFile: PromiseActorLogic<Blob, { document: ViewedDocument }>;
};

/** Re-encodes the image turned by `quarter` quarter turns as jpeg and saves it; gives the jpeg. */
export type ImageRotationActors = {
  saveRotation: PromiseActorLogic<Blob, { image: Blob; quarter: number }>;
};

/** An opened PDF as the machine sees it: how many pages. The view keeps the rest. */
export type OpenedPdf = { readonly pageCount: number };

/** Why a PDF did not open: a password is missing, the one given is wrong, or it cannot be read. */
export type PdfOpenFailure = { reason: 'needPassword' | 'incorrectPassword' | 'unreadable' };

export type PdfDocumentActors = {
  openPdf: PromiseActorLogic<OpenedPdf, { file: Blob; password: string | null }>;
};
