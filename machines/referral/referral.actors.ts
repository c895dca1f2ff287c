import type { PromiseActorLogic } from 'xstate';
import type { GeoPoint, ReferralPayload, ReferralResult } from './referral.types.ts';

/**
 * What the referral form asks of the outside world, by the names the machine invokes: the
 * device's position and the sign-up call. The app backs them with the browser and the API
 * client; tests and stories with fakes.
 */
export type ReferralActors = {
  getLocation: PromiseActorLogic<GeoPoint, void>;
  submitReferral: PromiseActorLogic<ReferralResult, ReferralPayload>;
};
