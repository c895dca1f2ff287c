/**
 * Why the device gave no position. The platform adapter rejects with an error carrying one of
 * these as `kind`; anything else reads as 'unavailable'. Shared by every flow that asks for the
 * device's position (the referral sign-up, sharing a location in chat).
 */
export const LOCATION_FAILURES = ['denied', 'unavailable', 'timeout', 'unsupported'] as const;
export type LocationFailure = (typeof LOCATION_FAILURES)[number];

/** The failure kind a rejection of a position request carries, 'unavailable' when it names none. */
export function locationFailureOf(error: unknown): LocationFailure {
  const kind =
    typeof error === 'object' && error !== null && 'kind' in error
      ? (error as { kind: unknown }).kind
      : undefined;
  return (LOCATION_FAILURES as readonly unknown[]).includes(kind)
    ? (kind as LocationFailure)
    : 'unavailable';
}
