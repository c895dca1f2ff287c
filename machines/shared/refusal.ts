import { toServiceError } from './calls.ts';

/**
 * What a failed save says: the server's words when it refused the request (4xx), else the
 * fallback (the spec's 'Please try again' where it names one): the network or the server broke.
 */
export function refusalOr(error: unknown, fallback: string): string {
  const { message, status } = toServiceError(error);
  return status !== undefined && status >= 400 && status < 500 ? message : fallback;
}
