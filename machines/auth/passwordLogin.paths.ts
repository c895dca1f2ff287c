import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { SAMPLE } from './auth.fixtures.ts';
import { hasCaptcha, isFilled } from './auth.rules.ts';
import { passwordLoginMachine } from './passwordLogin.machine.ts';
import { passwordLoginShows } from './passwordLogin.shows.ts';

export const passwordLoginPaths = definePathSpec({
  machine: passwordLoginMachine,
  shows: passwordLoginShows as never,
  events: [
    { type: 'username.change', value: '' },
    { type: 'username.change', value: SAMPLE.username },
    { type: 'password.change', value: '' },
    { type: 'password.change', value: SAMPLE.password },
    { type: 'captcha.change', token: SAMPLE.captchaToken },
    { type: 'captcha.change', token: null },
    { type: 'login.submit' },
    doneEvent('loginWithPassword', SAMPLE.tokens),
    errorEvent('loginWithPassword', serviceError('Invalid captcha', 500)),
    errorEvent('loginWithPassword', serviceError('Invalid username or password', 401)),
  ],
  filterEvents: onlyRealChanges({
    'username.change': ['username', 'value'],
    'password.change': ['password', 'value'],
    'captcha.change': ['captchaToken', 'token'],
  }),
  stateKey: (snapshot) => ({
    value: snapshot.value,
    username: isFilled(snapshot.context.username),
    password: isFilled(snapshot.context.password),
    captcha: hasCaptcha(snapshot.context.captchaToken),
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'username.change':
        return event.value ? `type username "${event.value}"` : 'clear the username';
      case 'password.change':
        return event.value ? 'type a password' : 'clear the password';
      case 'captcha.change':
        return event.token ? 'solve the captcha' : 'clear the captcha';
      case 'login.submit':
        return 'press Login';
      default:
        return undefined;
    }
  },
});
