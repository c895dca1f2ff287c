// What an upload really is, from its bytes: the server's content check (never the file name).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { refusalOf, sniffFile } from '../../server/documents/sniff.ts';
import { displayName } from '../../server/documents/storage.ts';
import { SEED_FILES } from '../../server/seed/documentFiles.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );
const seedFile = (name: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', 'server', 'seed', 'files', name));

describe('sniffFile', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n...'), 'pdf', 'application/pdf'],
    ['a JPEG', seedFile('id_card.jpg'), 'jpg', 'image/jpeg'],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'), 'png', 'image/png'],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0]), 'gif', 'image/gif'],
    ['a WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'webp', 'image/webp'],
    ['a WebM', seedFile('video_kyc.webm'), 'webm', 'video/webm'],
    [
      'an MKV',
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0x93, 0x42, 0x82, 0x88], 'matroska'),
      'mkv',
      'video/x-matroska',
    ],
    ['an MP4', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0]), 'mp4', 'video/mp4'],
    ['a MOV', bytes([0, 0, 0, 0x14], 'ftypqt  '), 'mov', 'video/quicktime'],
    ['an M4A', bytes([0, 0, 0, 0x20], 'ftypM4A '), 'm4a', 'audio/mp4'],
    ['a WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'wav', 'audio/wav'],
    ['an MP3 with a tag', bytes('ID3', [4, 0, 0]), 'mp3', 'audio/mpeg'],
    ['an MP3 frame', bytes([0xff, 0xfb, 0x90, 0x00]), 'mp3', 'audio/mpeg'],
    ['an OGG', bytes('OggS', [0, 2]), 'ogg', 'audio/ogg'],
    [
      'a DOCX',
      bytes('PK', [3, 4], '....word/document.xml'),
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  ])('knows %s', (_what, file, ext, contentType) => {
    expect(sniffFile(file)).toMatchObject({ ext, contentType });
  });

  it('knows the seed’s generated files for what they are', async () => {
    expect(sniffFile(await SEED_FILES.passbook_xlsx())?.ext).toBe('xlsx');
    expect(sniffFile(await SEED_FILES.audio_wav())?.ext).toBe('wav');
    expect(sniffFile(await SEED_FILES.pan_png())?.ext).toBe('png');
    expect(sniffFile(await SEED_FILES.salary_slip_pdf())?.ext).toBe('pdf');
  });

  it('refuses a program whatever its name, and says so', () => {
    const exe = bytes('MZ', [0x90, 0, 3, 0]);
    expect(sniffFile(exe)).toBeNull();
    expect(refusalOf(exe, 'statement.pdf')).toBe(
      'statement.pdf is a program, not a document. Upload a PDF, an image, a video, an audio clip or a Word or Excel document.',
    );
    expect(sniffFile(bytes([0x7f], 'ELF', [2, 1, 1]))).toBeNull();
  });

  it('refuses text, a plain zip, a bare RIFF and a BMP whose header lies about its size', () => {
    expect(sniffFile(bytes('hello, world'))).toBeNull();
    expect(sniffFile(bytes('PK', [3, 4], 'notes.txt'))).toBeNull();
    expect(sniffFile(bytes('RIFF', [0, 0, 0, 0], 'AVI '))).toBeNull();
    expect(sniffFile(bytes('BM', [0xff, 0, 0, 0], 'xx'))).toBeNull();
    expect(refusalOf(Buffer.alloc(0), 'a.pdf')).toBe('a.pdf is empty.');
  });
});

describe('displayName', () => {
  it('keeps the uploader’s name without folders or odd characters, with the real extension', () => {
    expect(displayName('C:\\scans\\my pan?.PDF', 'pdf')).toBe('my pan_.pdf');
    expect(displayName('../../etc/passwd', 'png')).toBe('passwd.png');
    expect(displayName('photo.jpeg', 'jpg')).toBe('photo.jpg');
    expect(displayName('', 'pdf')).toBe('document.pdf');
  });
});
