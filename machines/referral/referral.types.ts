import type { components, operations } from '../../openapi/generated/auth.ts';

/** The body of the public referral sign-up call (openapi/auth.yaml `submitReferral`). */
export type ReferralPayload =
  operations['submitReferral']['requestBody']['content']['application/json'];

/** What the service answers on success: its own words for the panel. */
export type ReferralResult = components['schemas']['MsgResponse'];

export type GeoPoint = ReferralPayload['location'];

export { LOCATION_FAILURES, type LocationFailure } from '../shared/location.ts';

/** The two fields a visitor types; the referral code comes from the link and is locked. */
export type ReferralField = 'name' | 'number';
