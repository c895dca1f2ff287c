import { fn } from 'storybook/test';
import type { StateValue } from 'xstate';
import {
  connectReferral,
  type ReferralContext,
  referralMachine,
  REFERRAL_SAMPLE as SAMPLE,
} from '../../machines/referral/index.ts';
import { referralShows } from '../../machines/referral/referral.shows.ts';
import { devCaptcha } from '../../src/features/auth/DevCaptcha.tsx';
import type { ReferralViewProps } from '../../src/features/public/ReferralView.tsx';
import { renders } from '../../tests/support/storyState.ts';

/* Story props made the way the route makes them: connect() of a machine snapshot. */

const blank: ReferralContext = {
  referral_code: SAMPLE.referralCode,
  name: '',
  number: '',
  location: null,
  locationFailure: null,
  captchaToken: null,
  error: null,
  successMsg: null,
};

/** Everything a valid submission needs but the position. */
export const filled = {
  name: SAMPLE.name,
  number: SAMPLE.mobile,
  captchaToken: SAMPLE.captchaToken,
} satisfies Partial<ReferralContext>;

export const located = { ...filled, location: SAMPLE.location } satisfies Partial<ReferralContext>;

/**
 * A story of the form in one state: its props made from a machine snapshot, and that snapshot in
 * its parameters, so story coverage reads the state it renders and its declaration is checked
 * after play.
 */
export function referralStory(value: StateValue, context: Partial<ReferralContext> = {}) {
  const snapshot = referralMachine.resolveState({ value, context: { ...blank, ...context } });
  return {
    args: {
      view: connectReferral(snapshot),
      send: fn(),
      captcha: devCaptcha,
    } satisfies ReferralViewProps,
    parameters: renders(referralShows as never, snapshot),
  };
}
