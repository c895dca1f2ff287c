import type { DocumentRecord } from '../documentTypes.ts';

export type DocumentViewerProps = {
  documents: DocumentRecord[];
  index: number; // which one opens first
  onClose: () => void; // focus returns to the opener (the host handles it)
  loadFile: (doc: DocumentRecord, signal: AbortSignal) => Promise<Blob>;
  /** Present only for users who may rotate (non-lenders): re-uploads the rotated jpeg. */
  saveRotation?: (doc: DocumentRecord, jpeg: Blob) => Promise<void>;
};
