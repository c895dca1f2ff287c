import type { DocumentRecord } from '../documentTypes.ts';

/** What a document is, by its file's extension (as the viewers choose). */
export function documentKind(doc: Pick<DocumentRecord, 'uri'>) {
  const ext = doc.uri.split('.').pop()?.toLowerCase() ?? '';
  if (ext === 'pdf') return 'pdf';
  if (['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'heic'].includes(ext)) return 'image';
  if (['mp4', 'mkv', 'webm', 'mov', 'avi', '3gp'].includes(ext)) return 'video';
  if (['mp3', 'wav', 'ogg', 'm4a', 'aac'].includes(ext)) return 'audio';
  return 'other';
}

export const fileNameOf = (doc: Pick<DocumentRecord, 'uri'>) => doc.uri.split('/').pop() || doc.uri;
