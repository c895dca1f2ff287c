// Sign-in throttles: a fixed number of tries per key (a phone, an account, an address) in a
// sliding window. In memory: the reference server is one process, and a restart forgetting the
// counts only ever lets a person in sooner.
import { HttpError } from '../errors.ts';

export type Throttle = {
  /** Counts a try for `key`; throws 429 with Retry-After once the window's tries are spent. */
  hit(key: string): void;
  /** Whether `key` has tries left, without counting one. */
  blocked(key: string): number | null;
  reset(key: string): void;
};

export function createThrottle(options: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): Throttle {
  const now = options.now ?? Date.now;
  const tries = new Map<string, number[]>();

  const recent = (key: string) => {
    const since = now() - options.windowMs;
    const kept = (tries.get(key) ?? []).filter((at) => at > since);
    if (kept.length) tries.set(key, kept);
    else tries.delete(key);
    return kept;
  };

  const throttle: Throttle = {
    blocked(key) {
      const kept = recent(key);
      if (kept.length < options.limit) return null;
      return Math.max(1, Math.ceil((kept[0]! + options.windowMs - now()) / 1000));
    },
    hit(key) {
      const wait = throttle.blocked(key);
      if (wait !== null) throw tooMany(wait);
      tries.set(key, [...recent(key), now()]);
    },
    reset(key) {
      tries.delete(key);
    },
  };
  return throttle;
}

export function tooMany(retryAfterSeconds: number): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const error = new HttpError(429, {
    error: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  });
  (error as HttpError & { retryAfter?: number }).retryAfter = retryAfterSeconds;
  return error;
}
