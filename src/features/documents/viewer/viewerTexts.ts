import {
  DOCUMENT_VIEWER_TEXTS,
  IMAGE_ROTATION_TEXTS,
  PDF_DOCUMENT_TEXTS,
} from '../../../../machines/documentViewer/index.ts';
import { messages } from '../../../domain/messages.ts';

/** The viewer's own labels and the spec's (catalogue); the flows' words come from their machines' texts. */
export const VIEWER_TEXTS = {
  ...DOCUMENT_VIEWER_TEXTS,
  rotation: IMAGE_ROTATION_TEXTS,
  pdf: PDF_DOCUMENT_TEXTS,
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  resetZoom: 'Reset zoom',
  zoomLevel: (zoom: number) => `${Math.round(zoom * 100)}%`,
  download: 'Download',
  downloadFile: messages.labels.downloadFile,
  invalid: messages.labels.invalidDocument,
  close: 'Close',
  thumbnails: 'Documents',
  cannotPlay: 'This file cannot be played in the browser.',
  officeFrame: (name: string) => `Preview of ${name}`,
  officeHint: 'If the document does not show here, download it.',
  pageCanvas: (page: number) => `Page ${page}`,
  pageFrame: (name: string) => `View of ${name}`,
  keysHint: '← → move · + − zoom · Esc closes',
} as const;
