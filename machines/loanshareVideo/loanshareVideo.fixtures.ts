import type { LoanshareVideoInput } from './loanshareVideo.machine.ts';

/** A co-borrower with two videos on file, the first assigned to their share. */
export const LOANSHARE_VIDEO_SAMPLE = {
  loanId: 4102,
  username: '9812345670',
  name: 'Sunita Devi',
  videos: [
    { id: 731, uri: 'consent_video.mp4' },
    { id: 732, uri: 'home_visit.webm' },
  ],
  refused: 'doc_id is not a video of this user',
} as const;

export const videoInput: LoanshareVideoInput = {
  loanId: LOANSHARE_VIDEO_SAMPLE.loanId,
  username: LOANSHARE_VIDEO_SAMPLE.username,
  assigned: LOANSHARE_VIDEO_SAMPLE.videos[0].id,
};
