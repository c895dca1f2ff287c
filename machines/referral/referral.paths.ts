import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { locationFailure, REFERRAL_SAMPLE as SAMPLE } from './referral.fixtures.ts';
import { referralMachine } from './referral.machine.ts';
import {
  hasCaptcha,
  hasLocation,
  hasReferralCode,
  isValidMobile,
  isValidName,
} from './referral.rules.ts';
import { referralShows } from './referral.shows.ts';

/**
 * The walk starts without input, i.e. at a link with no code: opening a link with a code is
 * itself a step, so both sides of the code check are reachable.
 */
export const referralPaths = definePathSpec({
  machine: referralMachine,
  shows: referralShows as never,
  events: [
    { type: 'link.open', code: SAMPLE.referralCode },
    { type: 'link.open', code: ' ' },
    { type: 'field.change', field: 'name', value: SAMPLE.name },
    { type: 'field.change', field: 'name', value: '  ' },
    { type: 'field.change', field: 'number', value: SAMPLE.mobile },
    { type: 'field.change', field: 'number', value: SAMPLE.shortMobile },
    { type: 'field.change', field: 'number', value: SAMPLE.lettersMobile },
    { type: 'captcha.change', token: SAMPLE.captchaToken },
    { type: 'captcha.change', token: null },
    { type: 'location.request' },
    { type: 'referral.submit' },
    doneEvent('getLocation', SAMPLE.location),
    errorEvent('getLocation', locationFailure('denied')),
    errorEvent('getLocation', locationFailure('timeout')),
    doneEvent('submitReferral', { msg: SAMPLE.successMsg }),
    errorEvent('submitReferral', serviceError(SAMPLE.invalidCaptcha, 400)),
    errorEvent('submitReferral', serviceError(SAMPLE.alreadyRegistered, 400)),
  ],
  // Guards read only these; the exact text typed does not change what can happen next.
  stateKey: (snapshot) => ({
    value: snapshot.value,
    name: isValidName(snapshot.context.name),
    number: isValidMobile(snapshot.context.number),
    code: hasReferralCode(snapshot.context.referral_code),
    location: hasLocation(snapshot.context.location),
    captcha: hasCaptcha(snapshot.context.captchaToken),
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'link.open':
        return event.code.trim()
          ? `open the link with code "${event.code}"`
          : 'open a link with a blank code';
      case 'field.change':
        return event.value.trim()
          ? `type ${event.field} "${event.value}"`
          : `blank the ${event.field}`;
      case 'captcha.change':
        return event.token ? 'solve the captcha' : 'clear the captcha (or let it expire)';
      case 'location.request':
        return "press 'Use my location'";
      case 'referral.submit':
        return 'press Submit';
      case 'xstate.done.actor.getLocation':
        return 'allow location';
      case 'xstate.error.actor.getLocation':
        return `location fails (${(event.error as { kind: string }).kind})`;
      default:
        return undefined;
    }
  },
});
