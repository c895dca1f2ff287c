import type { Client } from 'openapi-fetch';
import type {
  GeoPoint,
  ReferralPayload,
  ReferralResult,
} from '../../../machines/referral/index.ts';
import type { paths } from '../../../openapi/generated/auth.ts';
import { unwrap } from '../../api/errors.ts';
import { getPosition } from '../../platform/geolocation.ts';
import type { LoadEmployeeCard } from './useEmployeeCard.ts';

export type SubmitReferral = (
  body: ReferralPayload,
  signal: AbortSignal,
) => Promise<ReferralResult>;
export type GetPosition = (signal: AbortSignal) => Promise<GeoPoint>;

export type PublicCalls = {
  loadEmployeeCard: LoadEmployeeCard;
  submitReferral: SubmitReferral;
  getPosition: GetPosition;
};

/**
 * The public pages' calls over the auth service client. Pass the plain client: both pages show
 * failures themselves (not-found card, errors under the form), so no alert should pop up too.
 */
export function createPublicCalls(auth: Client<paths>): PublicCalls {
  return {
    loadEmployeeCard: async (userId, signal) =>
      unwrap(
        await auth.GET('/employee-card/{user_id}', {
          params: { path: { user_id: userId } },
          signal,
        }),
      ),
    submitReferral: async (body, signal) =>
      unwrap(await auth.POST('/referral/signup', { body, signal })),
    getPosition: (signal) => getPosition(signal),
  };
}
