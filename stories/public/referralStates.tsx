import { fn } from 'storybook/test';
import type { StateValue } from 'xstate';
import {
  connectReferral,
  type ReferralContext,
  referralMachine,
  REFERRAL_SAMPLE as SAMPLE,
} from '../../machines/referral/index.ts';
import { devCaptcha } from '../../src/features/auth/DevCaptcha.tsx';
import type { ReferralViewProps } from '../../src/features/public/ReferralView.tsx';

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

export function referralArgs(
  value: StateValue,
  context: Partial<ReferralContext> = {},
): ReferralViewProps {
  const snapshot = referralMachine.resolveState({ value, context: { ...blank, ...context } });
  return { view: connectReferral(snapshot), send: fn(), captcha: devCaptcha };
}
