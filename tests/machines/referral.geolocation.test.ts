import { afterEach, describe, expect, it, vi } from 'vitest';
import { GeolocationError, getPosition } from '../../src/platform/geolocation.ts';

/** A stand-in for navigator.geolocation that answers when the test says so. */
function fakeGeolocation() {
  const requests: Array<{
    success: PositionCallback;
    failure: PositionErrorCallback | null | undefined;
    options: PositionOptions | undefined;
  }> = [];
  const geolocation = {
    getCurrentPosition: (
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      options?: PositionOptions,
    ) => {
      requests.push({ success, failure, options });
    },
  };
  const fix = (latitude: number, longitude: number) =>
    requests.at(-1)!.success({ coords: { latitude, longitude } } as GeolocationPosition);
  const fail = (code: number) =>
    requests.at(-1)!.failure?.({ code, message: `code ${code}` } as GeolocationPositionError);
  return { geolocation, requests, fix, fail };
}

async function kindOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GeolocationError);
  return (error as GeolocationError).kind;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('getPosition', () => {
  it('resolves the fix as latitude and longitude, with a bounded, cheap request', async () => {
    const fake = fakeGeolocation();
    const position = getPosition(undefined, { geolocation: fake.geolocation });
    fake.fix(28.61, 77.2);
    await expect(position).resolves.toEqual({ latitude: 28.61, longitude: 77.2 });
    expect(fake.requests[0]!.options).toEqual({
      enableHighAccuracy: false,
      timeout: 15_000,
      maximumAge: 60_000,
    });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
    [99, 'unavailable'],
  ] as const)('maps browser error code %i to %s', async (code, kind) => {
    const fake = fakeGeolocation();
    const position = getPosition(undefined, { geolocation: fake.geolocation });
    fake.fail(code);
    expect(await kindOf(position)).toBe(kind);
  });

  it('is unsupported without a geolocation API, or when the API throws', async () => {
    expect(await kindOf(getPosition(undefined, { geolocation: null }))).toBe('unsupported');
    const throwing = {
      getCurrentPosition: () => {
        throw new Error('blocked by permissions policy');
      },
    };
    expect(await kindOf(getPosition(undefined, { geolocation: throwing }))).toBe('unsupported');
  });

  it('times out when the browser never answers (a dismissed prompt)', async () => {
    vi.useFakeTimers();
    const fake = fakeGeolocation();
    const position = getPosition(undefined, { geolocation: fake.geolocation, guardMs: 5_000 });
    const kind = kindOf(position);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await kind).toBe('timeout');
    fake.fix(1, 2); // a late answer changes nothing
  });

  it('rejects with the abort reason when aborted, before or during the wait', async () => {
    const fake = fakeGeolocation();
    const before = new AbortController();
    before.abort();
    await expect(
      getPosition(before.signal, { geolocation: fake.geolocation }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fake.requests).toHaveLength(0);

    const during = new AbortController();
    const position = getPosition(during.signal, { geolocation: fake.geolocation });
    during.abort();
    await expect(position).rejects.toMatchObject({ name: 'AbortError' });
    fake.fix(1, 2);
  });
});
