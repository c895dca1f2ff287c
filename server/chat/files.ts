// Files sent in chat messages: checked by their content (an image field must hold an image, a
// video field a video), kept on disk under DATA_DIR/chat, read back with their content type.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { sniffFile } from '../documents/sniff.ts';
import { displayName } from '../documents/storage.ts';
import { badRequest, HttpError } from '../errors.ts';
import { CHAT_UPLOAD_MAX_BYTES } from '../http/bodies.ts';
import { fileOfRequest } from '../http/multipart.ts';

export type FileKind = 'image' | 'video' | 'file';
export const FILE_FIELDS: readonly FileKind[] = ['image', 'video', 'file'];

export type CheckedFile = {
  kind: FileKind;
  name: string;
  mimeType: string;
  ext: string;
  data: Buffer;
};

export const chatFilesDir = (dataDir: string) => join(dataDir, 'chat');

/** The message's file, if it carries one, checked against the field it came in. */
export function checkedChatFile(request: FastifyRequest): CheckedFile | null {
  const upload = fileOfRequest(request);
  if (!upload) return null;
  const kind = upload.field as FileKind;
  if (!FILE_FIELDS.includes(kind)) {
    throw badRequest(`Send the file in the field image, video or file (not '${upload.field}').`);
  }
  if (upload.data.length === 0) throw badRequest(`${upload.fileName} is empty.`);
  if (upload.data.length > CHAT_UPLOAD_MAX_BYTES) {
    throw new HttpError(413, { error: `${upload.fileName} is larger than 25 MB.` });
  }
  const sniffed = sniffFile(upload.data);
  if (kind === 'image' && sniffed?.kind !== 'image') {
    throw badRequest(`${upload.fileName} is not an image.`);
  }
  if (kind === 'video' && sniffed?.kind !== 'video') {
    throw badRequest(`${upload.fileName} is not a video.`);
  }
  // Any other file is kept as it is, served as bytes to download.
  const ext = sniffed?.ext ?? 'bin';
  const base = upload.fileName.split(/[\\/]/).pop() ?? 'file';
  return {
    kind,
    name: sniffed
      ? displayName(base, sniffed.ext)
      : base.replace(/[^A-Za-z0-9 _().-]+/g, '_').slice(0, 150) || 'file',
    mimeType: sniffed?.contentType ?? 'application/octet-stream',
    ext,
    data: upload.data,
  };
}

/** Writes the bytes under this name, whole, then renamed: a reader never sees half a file. */
export function writeChatFile(dataDir: string, name: string, bytes: Uint8Array): void {
  const dir = chatFilesDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const temporary = join(dir, `${name}.${process.pid}.tmp`);
  writeFileSync(temporary, bytes);
  renameSync(temporary, join(dir, name));
}

/** Writes the bytes under a new random name; returns the name. */
export function storeChatFile(dataDir: string, ext: string, bytes: Uint8Array): string {
  const name = `${randomUUID()}.${ext}`;
  writeChatFile(dataDir, name, bytes);
  return name;
}

export function readChatFile(dataDir: string, name: string): Buffer | null {
  try {
    return readFileSync(join(chatFilesDir(dataDir), name));
  } catch {
    return null;
  }
}

export function removeChatFile(dataDir: string, name: string): void {
  rmSync(join(chatFilesDir(dataDir), name), { force: true });
}
