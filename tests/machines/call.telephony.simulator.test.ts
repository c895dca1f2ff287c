import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTelephony,
  type TelephonyEvent,
  telephonyConfig,
} from '../../src/platform/telephony/index.ts';
import { TelephonyError } from '../../src/platform/telephony/port.ts';
import {
  createTelephonySimulator,
  DEFAULT_SCRIPT,
  type SimulatorScript,
} from '../../src/platform/telephony/simulator.ts';

/* The simulated telephony: scripted customers, hand steering, and the port's rules (91 prefix,
   one call at a time, login first) exactly as the PIOPIY adapter keeps them. */

const LOGIN = { username: 'agent_7', password: 's3cret-Pa55' };
const NUMBER = '9876543210';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function loggedIn(script: Partial<SimulatorScript> = {}) {
  const simulator = createTelephonySimulator({ script });
  const events: TelephonyEvent[] = [];
  simulator.onEvent((event) => events.push(event));
  await simulator.login(LOGIN);
  return { simulator, events };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof TelephonyError ? error.code : String(error)),
  );

describe('telephony simulator: login and dialling', () => {
  it('logs in with the profile credentials and keeps only the username', async () => {
    const { simulator } = await loggedIn();
    expect(simulator.getState().loggedInAs).toBe('agent_7');
    expect(JSON.stringify(simulator.getState())).not.toContain(LOGIN.password);
  });

  it('refuses a missing login, and a login the script refuses', async () => {
    const simulator = createTelephonySimulator();
    expect(await codeOf(simulator.login({ username: 'agent_7', password: '' }))).toBe(
      'loginMissing',
    );
    expect(await codeOf(simulator.login({ username: ' ', password: 'x' }))).toBe('loginMissing');
    simulator.setScript({ loginFails: true });
    expect(await codeOf(simulator.login(LOGIN))).toBe('loginRefused');
    expect(simulator.getState().loggedInAs).toBeNull();
  });

  it('dials 91 and the 10-digit number, and returns the call id', async () => {
    const { simulator } = await loggedIn();
    expect(await simulator.dial(NUMBER)).toEqual({ callId: 'sim-call-1' });
    expect(simulator.getState()).toMatchObject({
      line: 'dialling',
      dialled: '919876543210',
      callId: 'sim-call-1',
      calls: 1,
    });
  });

  it.each(['98765', '+919876543210', '98765432100', 'abcdefghij', ''])(
    "refuses to dial '%s'",
    async (number) => {
      const { simulator } = await loggedIn();
      expect(await codeOf(simulator.dial(number))).toBe('invalidNumber');
      expect(simulator.getState().calls).toBe(0);
    },
  );

  it('dials only when logged in, and one call at a time', async () => {
    const simulator = createTelephonySimulator();
    expect(await codeOf(simulator.dial(NUMBER))).toBe('notLoggedIn');
    await simulator.login(LOGIN);
    await simulator.dial(NUMBER);
    expect(await codeOf(simulator.dial(NUMBER))).toBe('callInProgress');
  });
});

describe('telephony simulator: scripted customers', () => {
  it('rings, then answers, then hangs up as scripted', async () => {
    const { simulator, events } = await loggedIn({
      ringAfterMs: 1_000,
      answerAfterMs: 3_000,
      remoteHangupAfterMs: 5_000,
    });
    await simulator.dial(NUMBER);
    vi.advanceTimersByTime(999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([{ type: 'telephony.ringing' }]);
    vi.advanceTimersByTime(2_000);
    expect(events.at(-1)).toEqual({ type: 'telephony.answered' });
    vi.advanceTimersByTime(5_000);
    expect(events.at(-1)).toEqual({ type: 'telephony.ended', by: 'remote' });
    expect(simulator.getState().line).toBe('idle');
  });

  it('rings until hung up when nobody answers', async () => {
    const { simulator, events } = await loggedIn({ outcome: 'noAnswer', ringAfterMs: 500 });
    await simulator.dial(NUMBER);
    vi.advanceTimersByTime(10 * 60_000);
    expect(events).toEqual([{ type: 'telephony.ringing' }]);
    simulator.hangUp();
    expect(events.at(-1)).toEqual({ type: 'telephony.ended', by: 'agent' });
    simulator.hangUp();
    expect(events).toHaveLength(2);
  });

  it.each([
    ['busy', 'busy'],
    ['fail', 'failed'],
  ] as const)('refuses the call when %s, without ringing', async (outcome, reason) => {
    const { simulator, events } = await loggedIn({ outcome, ringAfterMs: 2_000 });
    await simulator.dial(NUMBER);
    vi.advanceTimersByTime(60_000);
    expect(events).toEqual([{ type: 'telephony.failed', reason }]);
  });

  it('drops the network at the scripted moment, answered or not', async () => {
    const { simulator, events } = await loggedIn({
      answerAfterMs: 1_000,
      networkDropAfterMs: 4_000,
    });
    await simulator.dial(NUMBER);
    vi.advanceTimersByTime(4_000);
    expect(events.at(-1)).toEqual({ type: 'telephony.failed', reason: 'network' });
    vi.advanceTimersByTime(60_000);
    expect(events.filter((e) => e.type === 'telephony.failed')).toHaveLength(1);
  });

  it('keeps the current call on its script when the next one is changed', async () => {
    const { simulator, events } = await loggedIn({ answerAfterMs: 2_000 });
    await simulator.dial(NUMBER);
    simulator.setScript({ outcome: 'busy' });
    vi.advanceTimersByTime(2_000);
    expect(events.at(-1)).toEqual({ type: 'telephony.answered' });
    simulator.hangUp();
    await simulator.dial(NUMBER);
    vi.advanceTimersByTime(DEFAULT_SCRIPT.ringAfterMs);
    expect(events.at(-1)).toEqual({ type: 'telephony.failed', reason: 'busy' });
  });
});

describe('telephony simulator: steering by hand', () => {
  it('rings, answers and hangs up on command, only where that makes sense', async () => {
    const { simulator, events } = await loggedIn({ outcome: 'noAnswer', ringAfterMs: 60_000 });
    simulator.answer();
    simulator.remoteHangUp();
    expect(events).toEqual([]);
    await simulator.dial(NUMBER);
    simulator.ring();
    simulator.ring();
    simulator.answer();
    simulator.ring();
    simulator.remoteHangUp();
    expect(events).toEqual([
      { type: 'telephony.ringing' },
      { type: 'telephony.answered' },
      { type: 'telephony.ended', by: 'remote' },
    ]);
  });

  it.each([
    ['busy', { type: 'telephony.failed', reason: 'busy' }],
    ['fail', { type: 'telephony.failed', reason: 'failed' }],
    ['dropNetwork', { type: 'telephony.failed', reason: 'network' }],
  ] as const)('%s ends the call with its event', async (command, event) => {
    const { simulator, events } = await loggedIn({ outcome: 'noAnswer' });
    await simulator.dial(NUMBER);
    simulator[command]();
    simulator[command]();
    expect(events).toEqual([event]);
    expect(simulator.getState().line).toBe('idle');
  });

  it('holds and mutes only an answered call, and clears both when it ends', async () => {
    const { simulator } = await loggedIn({ answerAfterMs: 1_000 });
    await simulator.dial(NUMBER);
    simulator.hold();
    simulator.mute();
    expect(simulator.getState()).toMatchObject({ held: false, muted: false });
    vi.advanceTimersByTime(1_000);
    simulator.hold();
    simulator.mute();
    expect(simulator.getState()).toMatchObject({ held: true, muted: true });
    simulator.unhold();
    expect(simulator.getState()).toMatchObject({ held: false, muted: true });
    simulator.unmute();
    simulator.mute();
    simulator.hangUp();
    expect(simulator.getState()).toMatchObject({ line: 'idle', held: false, muted: false });
  });

  it('tells subscribers of every change, and stops when they unsubscribe', async () => {
    const simulator = createTelephonySimulator();
    const watcher = vi.fn();
    const listener = vi.fn();
    const unwatch = simulator.subscribe(watcher);
    const unlisten = simulator.onEvent(listener);
    await simulator.login(LOGIN);
    await simulator.dial(NUMBER);
    expect(watcher).toHaveBeenCalledTimes(2);
    unwatch();
    unlisten();
    simulator.ring();
    expect(watcher).toHaveBeenCalledTimes(2);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('telephony configuration', () => {
  it('uses the simulator unless told otherwise, and the India SBC', () => {
    expect(telephonyConfig({})).toEqual({ adapter: 'simulator', sbcRegion: 'sbcind.telecmi.com' });
    expect(
      telephonyConfig({ VITE_TELEPHONY: ' PIOPIY ', VITE_TELEPHONY_SBC: 'sbcsg.telecmi.com' }),
    ).toEqual({ adapter: 'piopiy', sbcRegion: 'sbcsg.telecmi.com' });
  });

  it('refuses an adapter name it does not know rather than simulating calls', () => {
    expect(() => telephonyConfig({ VITE_TELEPHONY: 'twilio' })).toThrow(/piopiy.*simulator/);
  });

  it('offers the simulator for the dev panel only when it is the adapter', () => {
    const simulated = createTelephony({ adapter: 'simulator', sbcRegion: 'x' });
    expect(simulated.simulator).toBe(simulated.port);
    const real = createTelephony({ adapter: 'piopiy', sbcRegion: 'sbcind.telecmi.com' });
    expect(real.simulator).toBeNull();
    expect((real.port as { kind?: string }).kind).toBe('piopiy');
  });
});
