/** What the queue needs of a picked file (a browser File is one). */
export type UploadFile = { name: string; size: number; type: string };

export type UploadKind = 'pdf' | 'image' | 'video';

/** The spec's three upload operations (part 2 §4). */
export type UploadMode = 'append' | 'addNew' | 'replaceAll';

import { PDF_PASSWORD_MAX_LENGTH } from '../../src/domain/documents.ts';

/** Spec part 2 §5 / §9: a PDF's password is at most 50 characters. */
export const PDF_PASSWORD_MAX = PDF_PASSWORD_MAX_LENGTH;

const IMAGE = /\.(jpe?g|png|gif|webp|bmp|heic|heif|tiff?)$/i;
// Spec part 1 §3 and part 2 §5: media also takes .mkv, which browsers seldom type as video/*.
const VIDEO = /\.(mkv|mp4|webm|mov|avi|3gp|m4v)$/i;

/** Spec part 2 §5: pdf, images and video are accepted; anything else is refused (null). */
export function uploadKindOf(file: UploadFile): UploadKind | null {
  if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) return 'pdf';
  if (file.type.startsWith('image/') || IMAGE.test(file.name)) return 'image';
  if (file.type.startsWith('video/') || VIDEO.test(file.name)) return 'video';
  return null;
}

/** The file picker's `accept`: the same three kinds (the spec's list, narrower than the server's). */
export const UPLOAD_ACCEPT = 'application/pdf,.pdf,image/*,video/*,.mkv';

export type UploadStatus = 'waiting' | 'uploading' | 'failed' | 'done';

export type UploadItem<TFile extends UploadFile = UploadFile> = {
  key: string;
  file: TFile;
  kind: UploadKind;
  password: string;
  status: UploadStatus;
  /** 0 to 1, while it is sent. */
  progress: number;
  /** The server's words when it refused the file. */
  error: string | null;
  /** The document the server made of it. */
  docId: number | null;
};

export const clampPassword = (password: string) => password.slice(0, PDF_PASSWORD_MAX);

export const hasStatus = (items: readonly UploadItem[], status: UploadStatus) =>
  items.some((item) => item.status === status);

/** A user's folder of one type; groupId null until the first upload creates it. */
export type DocumentFolder = { groupId: number | null; owner: string; doctype: string };
