// Channel pictures (spec part 2 §7 'PUT core/channel/{id}/profile-pic'): a PNG, JPEG or WebP of at
// most 2 MB, kept on disk beside the chat's files under a random name that the public URL carries.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sniffFile } from '../documents/sniff.ts';
import { badRequest } from '../errors.ts';
import { fileOfRequest } from '../http/multipart.ts';
import { readChatFile, removeChatFile, writeChatFile } from './files.ts';

export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
const PICTURE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};
/** The names the public read accepts (the contract's pattern). */
const PICTURE_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;
// Pictures share the chat's folder; the prefix keeps them apart from message files.
const onDisk = (name: string) => `channel-pic-${name}`;

export const channelPictureUrl = (name: string | null) =>
  name ? `/api/chat/channel-pics/${name}` : null;

/** The request's picture, checked by its content; 400 with the reason otherwise. */
export function checkedPicture(request: FastifyRequest): { ext: string; data: Buffer } {
  const upload = fileOfRequest(request);
  if (upload?.field !== 'profile_pic' || !upload) {
    throw badRequest('Send the picture in the field profile_pic.');
  }
  if (upload.data.length === 0) throw badRequest(`${upload.fileName} is empty.`);
  if (upload.data.length > PICTURE_MAX_BYTES) {
    throw badRequest(`${upload.fileName} is larger than 2 MB.`);
  }
  const sniffed = sniffFile(upload.data);
  if (sniffed?.kind !== 'image' || !(sniffed.ext in PICTURE_TYPES)) {
    throw badRequest(`${upload.fileName} is not a PNG, JPEG or WebP image.`);
  }
  return { ext: sniffed.ext, data: upload.data };
}

/** Stores the picture under a new name; returns the name. */
export function storePicture(dataDir: string, ext: string, data: Uint8Array): string {
  const name = `${randomUUID()}.${ext}`;
  writeChatFile(dataDir, onDisk(name), data);
  return name;
}

export const removePicture = (dataDir: string, name: string) =>
  removeChatFile(dataDir, onDisk(name));

/** The picture's bytes and type, or null when there is none of that name. */
export function readPicture(dataDir: string, name: string) {
  if (!PICTURE_NAME.test(name)) return null;
  const bytes = readChatFile(dataDir, onDisk(name));
  const type = PICTURE_TYPES[name.split('.').pop()!];
  return bytes && type ? { bytes, type } : null;
}
