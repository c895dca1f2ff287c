/*
 * The document viewer's rules (spec part 2 §2, §4, §5, §9): which viewer a file gets, by its
 * extension; the rotation steps; the zoom bounds; the PDF password limit; the video key jump.
 */

export type ViewerKind = 'image' | 'pdf' | 'video' | 'audio' | 'office' | 'none';

const KIND_BY_EXTENSION: Readonly<Record<string, ViewerKind>> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  bmp: 'image',
  pdf: 'pdf',
  mp4: 'video',
  webm: 'video',
  mkv: 'video',
  mov: 'video',
  m4v: 'video',
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  oga: 'audio',
  m4a: 'audio',
  aac: 'audio',
  doc: 'office',
  docx: 'office',
  xls: 'office',
  xlsx: 'office',
  ppt: 'office',
  pptx: 'office',
};

/** The file name at the end of a document's uri (no folder, query or fragment). */
export function fileNameOf(uri: string): string {
  const path = uri.split(/[?#]/)[0] ?? '';
  return path.split('/').filter(Boolean).at(-1) ?? '';
}

/** The lower-case extension of a document's file, '' when it has none. */
export function extensionOf(uri: string): string {
  const name = fileNameOf(uri);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The viewer is chosen by file extension; anything unknown has no preview. */
export function viewerKindOf(uri: string): ViewerKind {
  return KIND_BY_EXTENSION[extensionOf(uri)] ?? 'none';
}

/** Spec part 2 §9: image rotation cycles through 4 steps of a quarter turn. */
export const ROTATION_STEPS = 4;

/** The quarter turns after one more turn clockwise (0 again after the fourth). */
export const nextQuarter = (quarter: number) => (quarter + 1) % ROTATION_STEPS;

export const degreesOf = (quarter: number) => (quarter % ROTATION_STEPS) * 90;

/** Zoom bounds of the image viewer: a factor, changed in steps, reset to 1. */
export const ZOOM = { min: 0.5, max: 4, step: 0.25, initial: 1 } as const;

export const zoomIn = (zoom: number) => Math.min(ZOOM.max, zoom + ZOOM.step);
export const zoomOut = (zoom: number) => Math.max(ZOOM.min, zoom - ZOOM.step);
export const canZoomIn = (zoom: number) => zoom < ZOOM.max;
export const canZoomOut = (zoom: number) => zoom > ZOOM.min;

/** Spec part 2 §5, §9: a PDF password is at most 50 characters. */
export const PDF_PASSWORD_MAX = 50;

export const isPdfPasswordWithinLimit = (password: string) => password.length <= PDF_PASSWORD_MAX;

/** Spec part 2 §9: the arrow keys move a video 10 seconds. */
export const VIDEO_JUMP_SECONDS = 10;

/** The time after a key jump, kept within the video. */
export function jumpedTime(current: number, duration: number, direction: 1 | -1): number {
  const end = Number.isFinite(duration) ? duration : Number.POSITIVE_INFINITY;
  return Math.min(end, Math.max(0, current + direction * VIDEO_JUMP_SECONDS));
}
