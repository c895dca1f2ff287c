/**
 * The calling-details routes (spec part 1 §2): /lender/admin/callingDetails/{soft_call_id}, also
 * spelt callinDetails; the id is the 5th path segment.
 */
export const SOFT_CALL_ROUTE_SEGMENTS = ['callingDetails', 'callinDetails'] as const;

/** Customer Support without a case id: the loop shown there puts its case's id in the path. */
export const SOFT_CALL_PATH = '/lender/admin/callingDetails';

/** The soft-call id of a path, or null when the 5th segment is not a positive whole number. */
export function softCallIdFromPath(pathname: string): number | null {
  const segment = pathname.split('/')[4] ?? '';
  return /^[1-9][0-9]{0,14}$/.test(segment) ? Number(segment) : null;
}

/** The same screen for another case: the 5th segment replaced, the spelling kept. */
export function pathForCase(pathname: string, softCallId: number): string {
  const segments = pathname.split('/').slice(0, 4);
  const known = SOFT_CALL_ROUTE_SEGMENTS.includes(segments[3] as never);
  return known ? `/lender/admin/${segments[3]}/${softCallId}` : `${SOFT_CALL_PATH}/${softCallId}`;
}
