/**
 * The calling-details routes (spec part 1 §2): /lender/admin/callingDetails/{soft_call_id}, also
 * spelt callinDetails; the id is the 5th path segment.
 */
export const SOFT_CALL_ROUTE_SEGMENTS = ['callingDetails', 'callinDetails'] as const;

/** Customer Support without a case id: the loop shown there puts its case's id in the path. */
export const SOFT_CALL_PATH = '/lender/admin/callingDetails';

const idOf = (segment: string | undefined): number | null =>
  segment !== undefined && /^[1-9][0-9]{0,14}$/.test(segment) ? Number(segment) : null;

/** The soft-call id of a path, or null when the 5th segment is not a positive whole number. */
export function softCallIdFromPath(pathname: string): number | null {
  return idOf(pathname.split('/')[4]);
}

/**
 * The case id of a desk's path: the segment right after its route base (the 5th for
 * /lender/admin/<desk>, the 6th for /lender/admin/callingDetails/support).
 */
export function caseIdAfter(pathname: string, routeBase: string): number | null {
  return idOf(pathname.split('/')[routeBase.split('/').length]);
}

/** The same screen for another case: the 5th segment replaced, the spelling kept. */
export function pathForCase(pathname: string, softCallId: number): string {
  const segments = pathname.split('/').slice(0, 4);
  const known = SOFT_CALL_ROUTE_SEGMENTS.includes(segments[3] as never);
  return known ? `/lender/admin/${segments[3]}/${softCallId}` : `${SOFT_CALL_PATH}/${softCallId}`;
}
