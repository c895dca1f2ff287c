import type { SnapshotFrom } from 'xstate';
import { messages } from '../../src/domain/messages.ts';
import { defineShows, type ShowsState } from '../shared/shows.ts';
import { AUTH_EXTRA_TEXTS, LOGIN_TEXTS as T } from './auth.texts.ts';
import { otpLoginMachine } from './otpLogin.machine.ts';

type Snapshot = SnapshotFrom<typeof otpLoginMachine>;

const serverWords = (s: Snapshot) => [s.context.serverError ?? ''];

/** Stage 0: the phone and the channel; Get OTP waits while the code is being asked for. */
const stage0: ShowsState<Snapshot> = { texts: [T.phone, T.otpChannel] };
/** Stage 1: the code, and where it went. */
const stage1: ShowsState<Snapshot> = { texts: (s) => [T.otp, T.otpSentTo(s.context.phone)] };
const STAGE_1_BUTTONS = [T.verify, T.resendOtp, T.changeNumber];

/**
 * What a person signing in with an OTP sees in each state (ARCHITECTURE §4): the page's mode
 * toggle belongs to the login page's declaration, the captcha and the channel are fields.
 */
export const otpLoginShows = defineShows({
  machine: otpLoginMachine,
  vocabulary: [
    T.phone,
    T.otpChannel,
    messages.auth.provideCorrectPhone,
    messages.auth.fillRecaptcha,
    AUTH_EXTRA_TEXTS.enterOtp,
    T.signedIn,
  ],
  controls: {
    [T.getOtp]: [{ type: 'otp.request' }],
    [T.verify]: [{ type: 'otp.submit' }],
    [T.resendOtp]: [{ type: 'otp.resend' }],
    [T.changeNumber]: [{ type: 'phone.edit' }],
  },
  states: {
    'otpLogin.phone': { ...stage0, enabled: [T.getOtp] },
    'otpLogin.phone.editing': {},
    'otpLogin.phone.invalidPhone': { texts: [messages.auth.provideCorrectPhone] },
    'otpLogin.phone.captchaMissing': { texts: [messages.auth.fillRecaptcha] },
    'otpLogin.phone.failed': { texts: serverWords },
    'otpLogin.requesting': { ...stage0, disabled: [T.getOtp] },
    'otpLogin.otp': { ...stage1, enabled: STAGE_1_BUTTONS },
    'otpLogin.otp.editing': {},
    'otpLogin.otp.otpMissing': { texts: [AUTH_EXTRA_TEXTS.enterOtp] },
    'otpLogin.otp.failed': { texts: serverWords },
    'otpLogin.resending': { ...stage1, disabled: STAGE_1_BUTTONS },
    'otpLogin.verifying': { ...stage1, disabled: STAGE_1_BUTTONS },
    // The page only confirms it while the app moves on.
    'otpLogin.signedIn': { texts: [T.signedIn] },
  },
});
