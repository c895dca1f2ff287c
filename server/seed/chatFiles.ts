// The bytes of the seed's chat attachments, made when first read (the seed writes no files).
import { SEED_FILES, type SeedFile } from './documentFiles.ts';

/** The seeded chat attachments reuse the document seed's generators (a photo, a PDF, a video). */
export const CHAT_SEED_FILES = {
  photo: { source: 'pan_png', name: 'branch_visit.png', mime: 'image/png', kind: 'image' },
  statement: {
    source: 'salary_slip_pdf',
    name: 'salary_slip.pdf',
    mime: 'application/pdf',
    kind: 'file',
  },
  video: { source: 'video_webm', name: 'site_walkthrough.webm', mime: 'video/webm', kind: 'video' },
} as const satisfies Record<
  string,
  { source: SeedFile; name: string; mime: string; kind: 'image' | 'video' | 'file' }
>;

export type ChatSeedFile = keyof typeof CHAT_SEED_FILES;

export async function seedChatFileBytes(key: string): Promise<Uint8Array | null> {
  const file = CHAT_SEED_FILES[key as ChatSeedFile];
  return file ? SEED_FILES[file.source]() : null;
}
