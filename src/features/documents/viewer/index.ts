import { lazyPanel } from '../../../ui/lazyPanel.tsx';
import type { DocumentViewerProps } from './viewerProps.ts';

export type { DocumentViewerProps } from './viewerProps.ts';

/** The document viewer, a lazy island: its code (and pdf.js, when a PDF opens) load only when it opens. */
export const DocumentViewer = lazyPanel<DocumentViewerProps>(() =>
  import('./DocumentViewerDialog.tsx').then((module) => module.DocumentViewerDialog),
);
