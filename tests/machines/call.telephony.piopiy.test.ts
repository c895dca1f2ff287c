import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPiopiyAdapter,
  LOGIN_TIMEOUT_MS,
  remoteEndEvent,
  type TelephonyEvent,
} from '../../src/platform/telephony/index.ts';
import type {
  PiopiyEventName,
  PiopiyPayload,
  PiopiySdk,
} from '../../src/platform/telephony/piopiySdk.ts';
import { TelephonyError } from '../../src/platform/telephony/port.ts';

/* The PIOPIY adapter over a fake SDK object that behaves as the SDK's code does: events by name
   with {code, status}, a refused call reported as a synchronous 'error', 'answered' repeated
   (accepted, then confirmed), our own hang-up reported as 'hangup'. */

const LOGIN = { username: 'agent_7', password: 's3cret-Pa55' };
const REGION = 'sbcind.telecmi.com';
const NUMBER = '9876543210';

class FakeSdk implements PiopiySdk {
  listeners = new Map<PiopiyEventName, Array<(payload: PiopiyPayload) => void>>();
  registered = false;
  callId: string | false = 'cmi-uuid-1';
  /** What call() does: nothing (the SBC answers later) or a refusal as the SDK emits it. */
  refuseCall: PiopiyPayload | null = null;
  login = vi.fn<(user: string, password: string, region: string) => void>();
  logout = vi.fn();
  call = vi.fn<(to: string) => void>((_to) => {
    if (this.refuseCall) this.emit('error', this.refuseCall);
  });
  terminate = vi.fn();
  hold = vi.fn();
  unHold = vi.fn();
  mute = vi.fn();
  unMute = vi.fn();
  isLogedIn = () => this.registered;
  getCallId = () => this.callId;
  on(event: PiopiyEventName, listener: (payload: PiopiyPayload) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: PiopiyEventName, payload: PiopiyPayload = {}) {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }
  acceptLogin() {
    this.registered = true;
    this.emit('login', { code: 200, status: 'login successfully' });
  }
}

function adapter() {
  const sdk = new FakeSdk();
  const createSdk = vi.fn(async () => sdk);
  const port = createPiopiyAdapter({ createSdk, region: REGION });
  const events: TelephonyEvent[] = [];
  port.onEvent((event) => events.push(event));
  return { sdk, createSdk, port, events };
}

async function onCall() {
  const setup = adapter();
  const login = setup.port.login(LOGIN);
  await loaded();
  expect(setup.sdk.login).toHaveBeenCalled();
  setup.sdk.acceptLogin();
  await login;
  const placed = await setup.port.dial(NUMBER);
  return { ...setup, placed };
}

/** Lets the adapter's SDK loading (a few promise steps) finish. */
async function loaded() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof TelephonyError ? error.code : String(error)),
  );

let consoleCalls: unknown[][];
beforeEach(() => {
  consoleCalls = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args) => {
      consoleCalls.push(args);
    });
  }
});
afterEach(() => {
  // Whatever happened, the password was never written to the console.
  expect(JSON.stringify(consoleCalls)).not.toContain(LOGIN.password);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('PIOPIY adapter: login', () => {
  it("logs in with the profile's credentials at the SBC and resolves on 'login'", async () => {
    const { sdk, port } = adapter();
    const login = port.login(LOGIN);
    await loaded();
    expect(sdk.login).toHaveBeenCalled();
    expect(sdk.login).toHaveBeenCalledExactlyOnceWith('agent_7', 's3cret-Pa55', REGION);
    sdk.acceptLogin();
    await expect(login).resolves.toBeUndefined();
    await port.login(LOGIN);
    expect(sdk.login).toHaveBeenCalledTimes(1);
  });

  it("refuses on 'loginFailed' without the password in the error", async () => {
    const { sdk, port } = adapter();
    const login = port.login(LOGIN);
    await loaded();
    expect(sdk.login).toHaveBeenCalled();
    sdk.emit('loginFailed', { code: 401, status: 'invalid user' });
    const error = await login.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TelephonyError);
    expect(error).toMatchObject({ code: 'loginRefused', message: 'Telephony login refused (401)' });
    expect(JSON.stringify(error) + String(error)).not.toContain(LOGIN.password);
  });

  it.each([
    [{ code: 405, status: 'too many connection' }, 'loginFailed'],
    [{ code: 407, status: 'invalid IP' }, 'loginFailed'],
  ])('fails without blaming the credentials on %o', async (payload, code) => {
    const { sdk, port } = adapter();
    const login = codeOf(port.login(LOGIN));
    await loaded();
    sdk.emit('loginFailed', payload);
    expect(await login).toBe(code);
  });

  it("ignores the SDK's failed REST token: it only serves call transfers", async () => {
    const { sdk, port } = adapter();
    const login = port.login(LOGIN);
    await loaded();
    sdk.emit('loginFailed', { code: 407, status: 'Token generation failed' });
    sdk.acceptLogin();
    await expect(login).resolves.toBeUndefined();
  });

  it('treats the SDK\'s "Please logout before you login" as already logged in', async () => {
    const { sdk, port } = adapter();
    const login = port.login(LOGIN);
    await loaded();
    expect(sdk.login).toHaveBeenCalled();
    sdk.emit('error', { code: 1001, status: 'Please logout before you login' });
    await expect(login).resolves.toBeUndefined();
  });

  it('gives up a login the SBC never answers', async () => {
    vi.useFakeTimers();
    const { sdk, port } = adapter();
    const login = codeOf(port.login(LOGIN));
    await vi.advanceTimersByTimeAsync(LOGIN_TIMEOUT_MS - 1);
    expect(sdk.login).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await login).toBe('loginTimeout');
  });

  it('refuses a missing login without loading the SDK', async () => {
    const { createSdk, port } = adapter();
    expect(await codeOf(port.login({ username: 'agent_7', password: '' }))).toBe('loginMissing');
    expect(createSdk).not.toHaveBeenCalled();
  });

  it('reports an SDK that cannot load, and tries again next time', async () => {
    const sdk = new FakeSdk();
    const createSdk = vi
      .fn<() => Promise<PiopiySdk>>()
      .mockRejectedValueOnce(new Error('script blocked'))
      .mockResolvedValue(sdk);
    const port = createPiopiyAdapter({ createSdk, region: REGION });
    expect(await codeOf(port.login(LOGIN))).toBe('unavailable');
    const login = port.login(LOGIN);
    await loaded();
    expect(sdk.login).toHaveBeenCalled();
    sdk.acceptLogin();
    await expect(login).resolves.toBeUndefined();
    expect(createSdk).toHaveBeenCalledTimes(2);
  });
});

describe('PIOPIY adapter: dialling', () => {
  it('dials 91 + the number and returns the SDK call id', async () => {
    const { sdk, placed } = await onCall();
    expect(sdk.call).toHaveBeenCalledExactlyOnceWith('919876543210');
    expect(placed).toEqual({ callId: 'cmi-uuid-1' });
  });

  it('refuses to dial before login, a wrong number, or during a call', async () => {
    const fresh = adapter();
    expect(await codeOf(fresh.port.dial(NUMBER))).toBe('notLoggedIn');
    const { sdk, port } = await onCall();
    expect(await codeOf(port.dial('98765'))).toBe('invalidNumber');
    expect(await codeOf(port.dial(NUMBER))).toBe('callInProgress');
    expect(sdk.call).toHaveBeenCalledTimes(1);
  });

  it("turns the SDK's synchronous refusal into a rejection, and frees the line", async () => {
    const { sdk, port } = adapter();
    const login = port.login(LOGIN);
    await loaded();
    expect(sdk.login).toHaveBeenCalled();
    sdk.acceptLogin();
    await login;
    sdk.refuseCall = { code: 1002, status: 'already in call' };
    const error = await port.dial(NUMBER).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'notPlaced', message: 'Call not placed: already in call' });
    sdk.refuseCall = null;
    await expect(port.dial(NUMBER)).resolves.toEqual({ callId: 'cmi-uuid-1' });
  });

  it('hangs up a call the SDK placed without an id', async () => {
    const { sdk, port, events } = adapter();
    const login = port.login(LOGIN);
    await loaded();
    expect(sdk.login).toHaveBeenCalled();
    sdk.acceptLogin();
    await login;
    sdk.callId = false;
    expect(await codeOf(port.dial(NUMBER))).toBe('notPlaced');
    expect(sdk.terminate).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ type: 'telephony.ended', by: 'agent' }]);
  });

  it('needs a new login after the SBC logged this tab out', async () => {
    const { sdk, port } = await onCall();
    sdk.emit('hangup');
    sdk.registered = false;
    sdk.emit('logout');
    expect(await codeOf(port.dial(NUMBER))).toBe('notLoggedIn');
  });
});

describe('PIOPIY adapter: events', () => {
  it('reports ringing and answered once each, though the SDK repeats them', async () => {
    const { sdk, events } = await onCall();
    sdk.emit('trying', { code: 100 });
    sdk.emit('ringing', { code: 183 });
    sdk.emit('ringing', { code: 183 });
    sdk.emit('answered', { code: 200 });
    sdk.emit('answered', { code: 200 });
    expect(events).toEqual([{ type: 'telephony.ringing' }, { type: 'telephony.answered' }]);
  });

  it("maps the customer's hang-up after the answer to ended by remote", async () => {
    const { sdk, events } = await onCall();
    sdk.emit('answered');
    sdk.emit('ended', { code: 200, status: 'call ended' });
    expect(events.at(-1)).toEqual({ type: 'telephony.ended', by: 'remote' });
  });

  it.each([
    [486, { type: 'telephony.failed', reason: 'busy' }],
    [603, { type: 'telephony.failed', reason: 'busy' }],
    [480, { type: 'telephony.ended', by: 'remote' }],
    [487, { type: 'telephony.ended', by: 'remote' }],
    [404, { type: 'telephony.failed', reason: 'failed' }],
    [503, { type: 'telephony.failed', reason: 'failed' }],
  ] as const)('maps an unanswered call ended with SIP %i', async (code, event) => {
    const { sdk, events } = await onCall();
    sdk.emit('ringing');
    sdk.emit('ended', { code, status: 'whatever' });
    expect(events.at(-1)).toEqual(event);
    expect(remoteEndEvent(code, false)).toEqual(event);
  });

  it.each([
    ['disconnected', { code: 1000 }, { type: 'telephony.failed', reason: 'network' }],
    ['mediaFailed', { code: 415 }, { type: 'telephony.failed', reason: 'failed' }],
    [
      'NETStats',
      { code: 408, msg: 'Request timeout' },
      { type: 'telephony.failed', reason: 'network' },
    ],
    ['hangup', { code: 200 }, { type: 'telephony.ended', by: 'agent' }],
  ] as const)("maps '%s' during a call, and nothing after it", async (name, payload, event) => {
    const { sdk, events } = await onCall();
    sdk.emit(name, payload);
    sdk.emit('hangup');
    sdk.emit('ended');
    sdk.emit('disconnected');
    expect(events).toEqual([event]);
  });

  it('ignores the SDK when no call is up', async () => {
    const { sdk, events } = adapter();
    for (const name of ['ringing', 'answered', 'hangup', 'ended', 'disconnected'] as const) {
      sdk.emit(name);
    }
    expect(events).toEqual([]);
  });
});

describe('PIOPIY adapter: call controls', () => {
  it('holds and mutes through the SDK only once answered', async () => {
    const { sdk, port } = await onCall();
    port.hold();
    port.mute();
    expect(sdk.hold).not.toHaveBeenCalled();
    expect(sdk.mute).not.toHaveBeenCalled();
    sdk.emit('answered');
    port.hold();
    port.unhold();
    port.mute();
    port.unmute();
    expect(sdk.hold).toHaveBeenCalledTimes(1);
    expect(sdk.unHold).toHaveBeenCalledTimes(1);
    expect(sdk.mute).toHaveBeenCalledTimes(1);
    expect(sdk.unMute).toHaveBeenCalledTimes(1);
  });

  it('hangs up once: reports it at once, then ignores the SDK echo', async () => {
    const { sdk, port, events } = await onCall();
    sdk.emit('answered');
    port.hangUp();
    sdk.emit('hangup', { code: 200 });
    port.hangUp();
    expect(sdk.terminate).toHaveBeenCalledTimes(1);
    expect(events).toEqual([
      { type: 'telephony.answered' },
      { type: 'telephony.ended', by: 'agent' },
    ]);
  });
});
