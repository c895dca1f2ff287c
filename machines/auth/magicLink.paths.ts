import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { SAMPLE } from './auth.fixtures.ts';
import { magicLinkMachine } from './magicLink.machine.ts';
import { magicLinkShows } from './magicLink.shows.ts';

export const magicLinkPaths = definePathSpec({
  machine: magicLinkMachine,
  shows: magicLinkShows as never,
  events: [
    {
      type: 'link.open',
      link: { username: SAMPLE.validPhone, otp: SAMPLE.otp, requestId: SAMPLE.requestId },
    },
    doneEvent('verifyOtp', SAMPLE.tokens),
    errorEvent('verifyOtp', serviceError('Invalid or expired OTP', 400)),
  ],
  describeEvent: (event) => {
    switch (event.type) {
      case 'link.open':
        return 'open a magic sign-in link';
      case 'xstate.done.actor.verifyOtp':
        return 'the server accepts the link';
      case 'xstate.error.actor.verifyOtp':
        return 'the server refuses the link';
      default:
        return undefined;
    }
  },
});
