/**
 * The device's position, once, as a promise over `navigator.geolocation`.
 *
 * Rejects with a GeolocationError whose `kind` says why (refused, no fix, too slow, no API), or
 * with the signal's reason when aborted. Besides the browser's own `timeout` (which only starts
 * once permission is given), a guard timer bounds the whole wait: some browsers never answer
 * when the permission prompt is dismissed rather than refused.
 */

export type Position = { latitude: number; longitude: number };

export type GeolocationErrorKind = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export class GeolocationError extends Error {
  override readonly name = 'GeolocationError';
  readonly kind: GeolocationErrorKind;

  constructor(kind: GeolocationErrorKind, message?: string) {
    super(message || `Location ${kind}`);
    this.kind = kind;
  }
}

/** The browser's wait for a fix once permission is given. */
export const POSITION_TIMEOUT_MS = 15_000;
/** The whole wait, permission prompt included. */
export const POSITION_GUARD_MS = 60_000;
/** A fix this recent is good enough for a sign-up. */
export const POSITION_MAX_AGE_MS = 60_000;

export type GetPositionOptions = {
  timeoutMs?: number;
  guardMs?: number;
  maximumAgeMs?: number;
  /** Defaults to `navigator.geolocation`; tests pass a fake. */
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | null;
};

// GeolocationPositionError codes (the constants are not on every runtime's global);
// POSITION_UNAVAILABLE (2) and any unknown code read as 'unavailable'.
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

function kindOf(code: number): GeolocationErrorKind {
  if (code === PERMISSION_DENIED) return 'denied';
  return code === TIMEOUT ? 'timeout' : 'unavailable';
}

function defaultGeolocation(): Pick<Geolocation, 'getCurrentPosition'> | null {
  return typeof navigator !== 'undefined' && navigator.geolocation ? navigator.geolocation : null;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

export function getPosition(
  signal?: AbortSignal,
  options: GetPositionOptions = {},
): Promise<Position> {
  const geolocation =
    options.geolocation === undefined ? defaultGeolocation() : options.geolocation;
  return new Promise<Position>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    if (!geolocation) {
      reject(new GeolocationError('unsupported', 'This browser cannot share its location'));
      return;
    }
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const onAbort = () => finish(() => reject(abortReason(signal!)));
    const guard = setTimeout(
      () => finish(() => reject(new GeolocationError('timeout'))),
      options.guardMs ?? POSITION_GUARD_MS,
    );
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      geolocation.getCurrentPosition(
        (position) =>
          finish(() =>
            resolve({
              latitude: position.coords.latitude,
              longitude: position.coords.longitude,
            }),
          ),
        (error) => finish(() => reject(new GeolocationError(kindOf(error.code), error.message))),
        {
          enableHighAccuracy: false,
          timeout: options.timeoutMs ?? POSITION_TIMEOUT_MS,
          maximumAge: options.maximumAgeMs ?? POSITION_MAX_AGE_MS,
        },
      );
    } catch (error) {
      // Some embedded browsers throw instead of calling back (e.g. blocked by a policy).
      finish(() =>
        reject(new GeolocationError('unsupported', error instanceof Error ? error.message : '')),
      );
    }
  });
}
