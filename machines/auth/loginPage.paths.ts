import { definePathSpec, doneEvent } from '../pathSpec.ts';
import { SAMPLE } from './auth.fixtures.ts';
import { type LoginForm, loginPageMachine } from './loginPage.machine.ts';
import { loginPageShows } from './loginPage.shows.ts';

const FORMS: readonly LoginForm[] = ['otp', 'password', 'reset'];

/** Where each form's wait lives in the page's state. */
const REGION: Record<LoginForm, { mode: 'otp' | 'password'; held: object }> = {
  otp: { mode: 'otp', held: { otp: 'held' } },
  password: { mode: 'password', held: { password: { passwordForm: 'held' } } },
  reset: { mode: 'password', held: { password: { resetFlow: 'held' } } },
};

const HOLD_WORDS: Record<LoginForm, string> = {
  otp: 'ask for an OTP (the request is on its way)',
  password: 'press Login (the sign-in is on its way)',
  reset: "press 'Forgot password?' (the request is on its way)",
};

const RELEASE_WORDS: Record<LoginForm, string> = {
  otp: 'the OTP request fails',
  password: 'the sign-in fails',
  reset: 'the reset request fails',
};

export const loginPagePaths = definePathSpec({
  machine: loginPageMachine,
  shows: loginPageShows as never,
  events: [
    { type: 'mode.toggle' },
    ...FORMS.flatMap((form) => [
      { type: 'form.hold', form },
      { type: 'form.release', form },
    ]),
    doneEvent('otp', { tokens: SAMPLE.tokens, username: SAMPLE.validPhone }),
    doneEvent('password', { tokens: SAMPLE.tokens, username: SAMPLE.username }),
  ],
  // A form speaks only in its own mode, and releases only what it holds.
  filterEvents: (snapshot, event) => {
    // A form finishes only after its last call is over, and it has let go of the page by then.
    if (event.type === 'xstate.done.actor.otp') return snapshot.matches({ otp: 'free' });
    if (event.type === 'xstate.done.actor.password') {
      return snapshot.matches({ password: { passwordForm: 'free', resetFlow: 'free' } });
    }
    if (event.type !== 'form.hold' && event.type !== 'form.release') return true;
    const region = REGION[event.form as LoginForm];
    if (!snapshot.matches(region.mode)) return false;
    const held = snapshot.matches(region.held as never);
    return event.type === 'form.hold' ? !held : held;
  },
  simplePaths: true,
  describeEvent: (event) => {
    switch (event.type) {
      case 'mode.toggle':
        return 'flip the OTP / password toggle';
      case 'form.hold':
        return HOLD_WORDS[event.form as LoginForm];
      case 'form.release':
        return RELEASE_WORDS[event.form as LoginForm];
      case 'xstate.done.actor.otp':
        return 'sign in with an OTP';
      case 'xstate.done.actor.password':
        return 'sign in with a password';
      default:
        return undefined;
    }
  },
});
