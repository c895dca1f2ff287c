import { definePathSpec, doneEvent } from '../pathSpec.ts';
import { SAMPLE } from './auth.fixtures.ts';
import { loginPageMachine } from './loginPage.machine.ts';
import { loginPageShows } from './loginPage.shows.ts';

export const loginPagePaths = definePathSpec({
  machine: loginPageMachine,
  shows: loginPageShows as never,
  events: [
    { type: 'mode.toggle' },
    doneEvent('otp', { tokens: SAMPLE.tokens, username: SAMPLE.validPhone }),
    doneEvent('password', { tokens: SAMPLE.tokens, username: SAMPLE.username }),
  ],
  simplePaths: true,
  describeEvent: (event) => {
    switch (event.type) {
      case 'mode.toggle':
        return 'flip the OTP / password toggle';
      case 'xstate.done.actor.otp':
        return 'sign in with an OTP';
      case 'xstate.done.actor.password':
        return 'sign in with a password';
      default:
        return undefined;
    }
  },
});
