// What a file really is, from its first bytes (magic numbers), never from its name: a program
// renamed .pdf is refused. Accepted (spec part 2 §5): PDF, images, video (also .mkv), audio, and
// the office documents the viewer embeds.

export type FileKind = 'pdf' | 'image' | 'video' | 'audio' | 'office';
export type Sniffed = { kind: FileKind; ext: string; contentType: string };

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length &&
  [...text].every((char, i) => bytes[start + i] === char.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** Whether an ASCII text occurs in the bytes (zip entry names, Matroska doc types). */
function contains(bytes: Uint8Array, text: string, limit = bytes.length): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(limit, bytes.length)).includes(text);
}

function isoMedia(bytes: Uint8Array): Sniffed | null {
  if (!ascii(bytes, 4, 'ftyp')) return null;
  const brand = Buffer.from(bytes.subarray(8, 12)).toString('latin1');
  if (brand === 'M4A ' || brand === 'M4B ')
    return { kind: 'audio', ext: 'm4a', contentType: 'audio/mp4' };
  if (brand === 'qt  ') return { kind: 'video', ext: 'mov', contentType: 'video/quicktime' };
  return { kind: 'video', ext: 'mp4', contentType: 'video/mp4' };
}

function riff(bytes: Uint8Array): Sniffed | null {
  if (!ascii(bytes, 0, 'RIFF')) return null;
  if (ascii(bytes, 8, 'WAVE')) return { kind: 'audio', ext: 'wav', contentType: 'audio/wav' };
  if (ascii(bytes, 8, 'WEBP')) return { kind: 'image', ext: 'webp', contentType: 'image/webp' };
  return null;
}

function matroska(bytes: Uint8Array): Sniffed | null {
  if (!startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return null;
  if (contains(bytes, 'webm', 64)) return { kind: 'video', ext: 'webm', contentType: 'video/webm' };
  if (contains(bytes, 'matroska', 64)) {
    return { kind: 'video', ext: 'mkv', contentType: 'video/x-matroska' };
  }
  return null;
}

function office(bytes: Uint8Array): Sniffed | null {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return null;
  if (contains(bytes, 'word/')) {
    return {
      kind: 'office',
      ext: 'docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
  }
  if (contains(bytes, 'xl/')) {
    return {
      kind: 'office',
      ext: 'xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    };
  }
  return null;
}

function mp3(bytes: Uint8Array): Sniffed | null {
  const frameSync = bytes.length > 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
  return ascii(bytes, 0, 'ID3') || frameSync
    ? { kind: 'audio', ext: 'mp3', contentType: 'audio/mpeg' }
    : null;
}

function image(bytes: Uint8Array): Sniffed | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff]))
    return { kind: 'image', ext: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { kind: 'image', ext: 'png', contentType: 'image/png' };
  }
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) {
    return { kind: 'image', ext: 'gif', contentType: 'image/gif' };
  }
  // 'BM' alone is weak: the header's file size must be the file's.
  if (ascii(bytes, 0, 'BM') && bytes.length > 6) {
    const size = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).readUInt32LE(2);
    if (size === bytes.length) return { kind: 'image', ext: 'bmp', contentType: 'image/bmp' };
  }
  return null;
}

/** The accepted type of these bytes, or null when they are none of them. */
export function sniffFile(bytes: Uint8Array): Sniffed | null {
  if (ascii(bytes, 0, '%PDF-')) return { kind: 'pdf', ext: 'pdf', contentType: 'application/pdf' };
  if (ascii(bytes, 0, 'OggS')) return { kind: 'audio', ext: 'ogg', contentType: 'audio/ogg' };
  return (
    image(bytes) ?? riff(bytes) ?? matroska(bytes) ?? isoMedia(bytes) ?? office(bytes) ?? mp3(bytes)
  );
}

/** Why a file is refused, in words for the uploader (400). */
export function refusalOf(bytes: Uint8Array, fileName: string): string {
  if (bytes.length === 0) return `${fileName} is empty.`;
  const program = startsWith(bytes, [0x4d, 0x5a]) || startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46]);
  const what = program ? 'a program, not a document' : 'not a file type that is accepted';
  return `${fileName} is ${what}. Upload a PDF, an image, a video, an audio clip or a Word or Excel document.`;
}
