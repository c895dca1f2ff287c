import type { ChatMember } from '../../src/domain/chat/types.ts';
import { MESSAGE_MAX_LENGTH, NEAR_LIMIT } from './chatComposer.rules.ts';

const member = (id: number, username: string, name: string, admin = false): ChatMember => ({
  id,
  username,
  name,
  display: name,
  image: null,
  admin,
});

/** The sender and the channel's members, for stories, tests and path walks. */
export const COMPOSER_ME = '9000000001';
export const COMPOSER_MEMBERS: readonly ChatMember[] = [
  member(1, COMPOSER_ME, 'Ravi Kumar', true),
  member(2, '9000000002', 'Asha Rao'),
  member(3, '9000000003', 'Ashok Mehta'),
];
export const COMPOSER_MORE_MEMBERS: readonly ChatMember[] = [
  ...COMPOSER_MEMBERS,
  member(4, '9000000004', 'Meena Iyer'),
];

const file = (bytes: number, type: string) => new Blob([new Uint8Array(bytes)], { type });

/** Texts and files a user gives the composer. */
export const COMPOSER_SAMPLE = {
  text: 'Collections review at 4 pm',
  blank: '   ',
  near: 'n'.repeat(NEAR_LIMIT + 10),
  over: 'o'.repeat(MESSAGE_MAX_LENGTH + 5),
  mentioning: 'Please call @As',
  unmatched: 'Please call @zz',
  pdf: { file: file(2048, 'application/pdf'), name: 'statement.pdf' },
  image: { file: file(4096, 'image/png'), name: 'receipt.png' },
  other: { file: file(512, 'application/zip'), name: 'logs.zip' },
  /** Over the contract's 25 MB (made once, when a walk first needs it). */
  get huge() {
    if (!hugeFile) hugeFile = { file: file(25 * 1024 * 1024 + 1, 'video/mp4'), name: 'visit.mp4' };
    return hugeFile;
  },
  cropped: file(1024, 'image/jpeg'),
  photo: file(1536, 'image/jpeg'),
} as const;

let hugeFile: { file: Blob; name: string } | undefined;
