import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { LOANSHARE_VIDEO_SAMPLE as S, videoInput } from './loanshareVideo.fixtures.ts';
import { loanshareVideoMachine } from './loanshareVideo.machine.ts';
import { loanshareVideoShows } from './loanshareVideo.shows.ts';

export { LOANSHARE_VIDEO_SAMPLE } from './loanshareVideo.fixtures.ts';

const [first, second] = S.videos;

export const loanshareVideoPaths = definePathSpec({
  machine: withInput(loanshareVideoMachine, videoInput),
  shows: loanshareVideoShows as never,
  events: [
    { type: 'video.pick', docId: second.id },
    // The share's own video: Assign stays off.
    { type: 'video.pick', docId: first.id },
    { type: 'video.pick', docId: null },
    { type: 'video.assign' },
    doneEvent('assignLoanshareVideo', { video_doc_id: second.id }),
    errorEvent('assignLoanshareVideo', serviceError(S.refused, 400)),
  ],
  stateKey: (snapshot) => ({
    value: snapshot.value,
    assigned: snapshot.context.assigned,
    picked: snapshot.context.picked,
  }),
  // A select fires no change for the option it already shows.
  filterEvents: (snapshot, event) =>
    event.type !== 'video.pick' ||
    (snapshot.matches('assigning') ? false : event.docId !== snapshot.context.picked),
  describeEvent: (event) => {
    if (event.type === 'video.pick') {
      return event.docId === null ? 'clear the video choice' : `choose video ${event.docId}`;
    }
    if (event.type.startsWith('xstate.error.actor.')) {
      return `the server refuses: "${event.error.message}"`;
    }
    const words: Record<string, string> = {
      'video.assign': "press 'Assign video'",
      'xstate.done.actor.assignLoanshareVideo': 'the server assigns the video',
    };
    return words[event.type];
  },
});
