import { defineShows } from '../shared/shows.ts';
import { loanshareVideoMachine } from './loanshareVideo.machine.ts';
import { LOANSHARE_VIDEO_TEXTS as T } from './loanshareVideo.texts.ts';

/** What assigning a share's video shows: the Assign button, progress, the outcome. */
export const loanshareVideoShows = defineShows({
  machine: loanshareVideoMachine,
  controls: { [T.assign]: [{ type: 'video.assign' }] },
  states: {
    'loanshareVideo.idle': {
      variants: [
        { when: (s) => s.can({ type: 'video.assign' }), enabled: [T.assign] },
        { when: (s) => !s.can({ type: 'video.assign' }), disabled: [T.assign] },
      ],
    },
    'loanshareVideo.assigning': { texts: [T.assigning], disabled: [T.assign] },
    'loanshareVideo.assigned': { texts: [T.assigned], disabled: [T.assign] },
    'loanshareVideo.failed': {
      texts: (s) => [s.context.error!],
      variants: [
        { when: (s) => s.can({ type: 'video.assign' }), enabled: [T.assign] },
        { when: (s) => !s.can({ type: 'video.assign' }), disabled: [T.assign] },
      ],
    },
  },
  vocabulary: [T.assigning, T.assigned],
});
