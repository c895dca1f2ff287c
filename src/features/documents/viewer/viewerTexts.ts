import {
  DOCUMENT_VIEWER_TEXTS,
  IMAGE_ROTATION_TEXTS,
  PDF_DOCUMENT_TEXTS,
} from '../../../../machines/documentViewer/index.ts';

/** The viewer's own labels; the flows' words come from their machines' texts. */
export const VIEWER_TEXTS = {
  ...DOCUMENT_VIEWER_TEXTS,
  rotation: IMAGE_ROTATION_TEXTS,
  pdf: PDF_DOCUMENT_TEXTS,
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  resetZoom: 'Reset zoom',
  zoomLevel: (zoom: number) => `${Math.round(zoom * 100)}%`,
  download: 'Download',
  downloadFile: 'Download File',
  invalid: 'INVALID DOCUMENT',
  close: 'Close',
  thumbnails: 'Documents',
  cannotPlay: 'This file cannot be played in the browser.',
  officeFrame: (name: string) => `Preview of ${name}`,
  officeHint: 'If the document does not show here, download it.',
  pageCanvas: (page: number) => `Page ${page}`,
  keysHint: '← → move · + − zoom · Esc closes',
} as const;
