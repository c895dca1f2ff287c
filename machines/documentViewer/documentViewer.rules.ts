import { fileNameOf } from '../../src/domain/documents/viewer.ts';
import type { ViewedDocument } from './documentViewer.actors.ts';

/** The viewer's title: the current document's file name. */
export const fileTitleOf = (context: {
  documents: readonly ViewedDocument[];
  index: number;
}): string => fileNameOf(context.documents[context.index]?.uri ?? '') || 'Document';
