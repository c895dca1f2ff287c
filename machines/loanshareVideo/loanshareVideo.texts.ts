/** Assigning a loan share's video: the spec names the call only, so these words are ours. */
export const LOANSHARE_VIDEO_TEXTS = {
  pickLabel: (name: string) => `Video for ${name}`,
  choose: 'Choose a video',
  assign: 'Assign video',
  assigning: 'Assigning the video…',
  assigned: 'Video assigned to the loan share.',
  noVideos: 'No videos uploaded by this borrower.',
  current: (name: string) => `Assigned video: ${name}`,
  none: 'No video assigned yet.',
  play: (name: string) => `Video of ${name}`,
} as const;
