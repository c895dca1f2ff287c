import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { SAMPLE } from './auth.fixtures.ts';
import { hasCaptcha, isFilled, isValidPhone } from './auth.rules.ts';
import { otpLoginMachine } from './otpLogin.machine.ts';
import { otpLoginShows } from './otpLogin.shows.ts';

export const otpLoginPaths = definePathSpec({
  machine: otpLoginMachine,
  shows: otpLoginShows as never,
  events: [
    { type: 'phone.change', value: SAMPLE.shortPhone },
    { type: 'phone.change', value: SAMPLE.validPhone },
    { type: 'otpMode.select', otpMode: 'SMS' },
    { type: 'captcha.change', token: SAMPLE.captchaToken },
    { type: 'captcha.change', token: null },
    { type: 'otp.request' },
    doneEvent('requestOtp', { requestId: SAMPLE.requestId }),
    errorEvent('requestOtp', serviceError('Too many OTP requests, try after some time', 429)),
    { type: 'otp.change', value: '' },
    { type: 'otp.change', value: SAMPLE.otp },
    { type: 'otp.submit' },
    { type: 'otp.resend' },
    { type: 'phone.edit' },
    doneEvent('verifyOtp', SAMPLE.tokens),
    errorEvent('verifyOtp', serviceError('Invalid OTP', 400)),
  ],
  filterEvents: onlyRealChanges({
    'phone.change': ['phone', 'value'],
    'otpMode.select': ['otpMode', 'otpMode'],
    'captcha.change': ['captchaToken', 'token'],
    'otp.change': ['otp', 'value'],
  }),
  // Guards read only these; the exact digits typed do not change what can happen next.
  stateKey: (snapshot) => ({
    value: snapshot.value,
    validPhone: isValidPhone(snapshot.context.phone),
    captcha: hasCaptcha(snapshot.context.captchaToken),
    otp: isFilled(snapshot.context.otp),
  }),
  simplePaths: true,
  describeEvent: (event) => {
    switch (event.type) {
      case 'phone.change':
        return `type phone "${event.value}"`;
      case 'otpMode.select':
        return `choose ${event.otpMode === 'WA' ? 'WhatsApp' : 'SMS'}`;
      case 'captcha.change':
        return event.token ? 'solve the captcha' : 'clear the captcha';
      case 'otp.request':
        return 'press Get OTP';
      case 'otp.change':
        return event.value ? `type OTP "${event.value}"` : 'clear the OTP';
      case 'otp.submit':
        return 'press Verify';
      case 'otp.resend':
        return 'press Resend OTP';
      case 'phone.edit':
        return 'press Change number';
      default:
        return undefined;
    }
  },
});
