import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { SAMPLE } from './auth.fixtures.ts';
import { isFilled, isStrongPassword, passwordsMatch } from './auth.rules.ts';
import { passwordResetMachine } from './passwordReset.machine.ts';
import { passwordResetShows } from './passwordReset.shows.ts';

const realChanges = onlyRealChanges({
  'otp.change': ['otp', 'value'],
  'newPassword.change': ['newPassword', 'value'],
  'confirmPassword.change': ['confirmPassword', 'value'],
});

export const passwordResetPaths = definePathSpec({
  machine: passwordResetMachine,
  shows: passwordResetShows as never,
  events: [
    { type: 'reset.request', username: '' },
    { type: 'reset.request', username: SAMPLE.username },
    doneEvent('requestPasswordReset', { requestId: SAMPLE.requestId }),
    errorEvent('requestPasswordReset', serviceError('User not found', 400)),
    { type: 'otp.change', value: '' },
    { type: 'otp.change', value: SAMPLE.otp },
    { type: 'newPassword.change', value: SAMPLE.weakPassword },
    { type: 'newPassword.change', value: SAMPLE.strongPassword },
    { type: 'confirmPassword.change', value: SAMPLE.strongPassword },
    { type: 'confirmPassword.change', value: SAMPLE.otherStrongPassword },
    { type: 'confirmPassword.change', value: SAMPLE.weakPassword },
    { type: 'reset.submit' },
    { type: 'reset.cancel' },
    doneEvent('submitPasswordReset', { msg: 'Password changed' }),
    errorEvent('submitPasswordReset', serviceError('OTP expired', 400)),
  ],
  // Fields fire real changes only; Submit before the passwords match the machine itself ignores.
  filterEvents: realChanges,
  stateKey: (snapshot) => ({
    value: snapshot.value,
    otp: isFilled(snapshot.context.otp),
    strong: isStrongPassword(snapshot.context.newPassword),
    match: passwordsMatch(snapshot.context.newPassword, snapshot.context.confirmPassword),
  }),
  simplePaths: true,
  describeEvent: (event) => {
    switch (event.type) {
      case 'reset.request':
        return event.username
          ? `with username "${event.username}", press Forgot password`
          : 'with no username, press Forgot password';
      case 'otp.change':
        return event.value ? `type OTP "${event.value}"` : 'clear the OTP';
      case 'newPassword.change':
        return `type new password "${event.value}"`;
      case 'confirmPassword.change':
        return `type confirmation "${event.value}"`;
      case 'reset.submit':
        return 'press Submit';
      case 'reset.cancel':
        return 'close the modal';
      default:
        return undefined;
    }
  },
});
