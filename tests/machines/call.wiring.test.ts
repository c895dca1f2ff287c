import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type CallInput, connectCall } from '../../machines/call/index.ts';
import { sessionMachine } from '../../machines/session/index.ts';
import { messages } from '../../src/domain/messages.ts';
import { provideCallMachine } from '../../src/features/call/callWiring.ts';
import type { TelephonyCredentials } from '../../src/platform/telephony/port.ts';
import {
  createTelephonySimulator,
  type SimulatorScript,
} from '../../src/platform/telephony/simulator.ts';

/* The call machine as the app wires it (callWiring), on the simulated telephony and the real
   session machine, with time on fake timers: what an agent lives through on each outcome. */

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);
const NUMBER = '9876543210';
const LOGIN: TelephonyCredentials = { username: 'agent_7', password: 's3cret-Pa55' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

function start(
  script: Partial<SimulatorScript> = {},
  options: { credentials?: TelephonyCredentials | null; input?: Partial<CallInput> } = {},
) {
  const simulator = createTelephonySimulator({ script });
  // A one-minute session, so a long call outlasts it many times over.
  const session = createActor(sessionMachine.provide({ actions: { signOut: () => {} } }), {
    input: { inactivityLimitMs: 60_000, warningMs: 10_000 },
  }).start();
  const sessionEvents: string[] = [];
  const alert = vi.fn<(message: string) => void>();
  const machine = provideCallMachine({
    telephony: simulator,
    credentials: () => (options.credentials === undefined ? LOGIN : options.credentials),
    session: {
      send: (event) => {
        sessionEvents.push(event.type);
        session.send(event);
      },
    },
    alert,
  });
  const call = createActor(machine, {
    input: { number: NUMBER, hasTelephonyLogin: true, ...options.input },
  }).start();
  const view = () => connectCall(call.getSnapshot());
  const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);
  return { simulator, session, sessionEvents, alert, call, view, elapse };
}

describe('a call on the simulated telephony', () => {
  it('dials 91 + the number, rings, answers, counts mm:ss and ends with the duration', async () => {
    const { simulator, call, view, elapse, session } = start({
      ringAfterMs: 1_000,
      answerAfterMs: 3_000,
    });
    expect(view()).toMatchObject({ open: true, status: 'connecting' });
    await elapse(0);
    expect(simulator.getState()).toMatchObject({ dialled: `91${NUMBER}`, loggedInAs: 'agent_7' });
    expect(call.getSnapshot().context.callId).toBe('sim-call-1');
    await elapse(1_000);
    expect(view().status).toBe('ringing');
    await elapse(2_000);
    expect(view()).toMatchObject({ status: 'answered', timer: '00:00', canHoldOrMute: true });
    await elapse(75_000);
    expect(view().timer).toBe('01:15');
    expect(session.getSnapshot().value).toEqual({ signedIn: 'onCall' });
    call.send({ type: 'call.end' });
    expect(call.getSnapshot().output).toEqual({
      outcome: 'completed',
      callId: 'sim-call-1',
      durationSec: 75,
      reason: 'hungUp',
    });
    expect(simulator.getState().line).toBe('idle');
    expect(session.getSnapshot().value).toEqual({ signedIn: 'active' });
  });

  it('shows the time since the answer, not the ticks counted, when a background tab fires late', async () => {
    const { view, elapse } = start({ ringAfterMs: 0, answerAfterMs: 0 });
    await elapse(0);
    expect(view().timer).toBe('00:00');
    vi.setSystemTime(Date.now() + 30_000);
    await elapse(1_000);
    expect(view().timer).toBe('00:31');
  });

  it('gives up after the 60 s ring time when nobody answers, and hangs up the line', async () => {
    const { simulator, call, view, elapse } = start({ outcome: 'noAnswer', ringAfterMs: 500 });
    await elapse(59_999);
    expect(view().status).toBe('ringing');
    expect(simulator.getState().line).toBe('ringing');
    await elapse(1);
    expect(call.getSnapshot().output).toEqual({
      outcome: 'noAnswer',
      callId: 'sim-call-1',
      durationSec: 0,
      reason: 'ringTime',
    });
    expect(view().open).toBe(false);
    expect(simulator.getState().line).toBe('idle');
  });

  it('takes a shorter ring time from the input', async () => {
    const { call, elapse } = start({ outcome: 'noAnswer' }, { input: { ringTimeMs: 5_000 } });
    await elapse(5_000);
    expect(call.getSnapshot().output).toMatchObject({ outcome: 'noAnswer', reason: 'ringTime' });
  });

  it.each([
    ['busy', 'busy'],
    ['fail', 'failed'],
  ] as const)('ends as failed when the line is %s', async (outcome, reason) => {
    const { call, elapse } = start({ outcome, ringAfterMs: 2_000 });
    await elapse(2_000);
    expect(call.getSnapshot().output).toEqual({
      outcome: 'failed',
      callId: 'sim-call-1',
      durationSec: 0,
      reason,
    });
  });

  it('ends as a remote hang-up when the customer hangs up, with the talk time', async () => {
    const { call, elapse, session } = start({
      answerAfterMs: 2_000,
      remoteHangupAfterMs: 42_000,
    });
    await elapse(44_000);
    expect(call.getSnapshot().output).toEqual({
      outcome: 'remoteHangup',
      callId: 'sim-call-1',
      durationSec: 42,
      reason: 'remoteHungUp',
    });
    expect(session.getSnapshot().value).toEqual({ signedIn: 'active' });
  });

  it('ends as dropped when the network drops', async () => {
    const { call, elapse } = start({ answerAfterMs: 1_000, networkDropAfterMs: 11_000 });
    await elapse(11_000);
    expect(call.getSnapshot().output).toEqual({
      outcome: 'dropped',
      callId: 'sim-call-1',
      durationSec: 10,
      reason: 'network',
    });
  });

  it('passes hold and mute to the line', async () => {
    const { simulator, call, view, elapse } = start({ answerAfterMs: 0 });
    await elapse(0);
    call.send({ type: 'call.hold' });
    call.send({ type: 'call.mute' });
    expect(simulator.getState()).toMatchObject({ held: true, muted: true });
    expect(view()).toMatchObject({ held: true, muted: true });
    call.send({ type: 'call.unhold' });
    call.send({ type: 'call.unmute' });
    expect(simulator.getState()).toMatchObject({ held: false, muted: false });
  });

  it('never times the session out during a call, however long', async () => {
    const { session, elapse, sessionEvents, call } = start({ answerAfterMs: 0 });
    await elapse(10 * 60_000);
    expect(session.getSnapshot().status).toBe('active');
    expect(session.getSnapshot().value).toEqual({ signedIn: 'onCall' });
    call.send({ type: 'call.end' });
    expect(sessionEvents).toEqual(['call.started', 'call.ended']);
    expect(session.getSnapshot().context.deadline).toBe(Date.now() + 60_000);
  });

  it('hangs up and releases the session when the call is stopped mid-call', async () => {
    const { simulator, session, sessionEvents, call, elapse } = start({ answerAfterMs: 0 });
    await elapse(0);
    call.stop();
    expect(simulator.getState().line).toBe('idle');
    expect(session.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(sessionEvents).toEqual(['call.started', 'call.ended']);
  });

  it('does not dial when the agent ends the call while it is still logging in', async () => {
    const { simulator, call, elapse } = start();
    call.send({ type: 'call.end' });
    await elapse(10_000);
    expect(call.getSnapshot().output).toMatchObject({ outcome: 'noAnswer', reason: 'cancelled' });
    expect(simulator.getState().calls).toBe(0);
  });
});

describe('a call without a usable telephony login', () => {
  it("never dials a profile without one, and says 'Please reconfirm…'", async () => {
    const { simulator, call, view, alert, sessionEvents, elapse } = start(
      {},
      { credentials: null, input: { hasTelephonyLogin: false } },
    );
    await elapse(1_000);
    expect(call.getSnapshot().output).toEqual({
      outcome: 'notAllowed',
      callId: null,
      durationSec: 0,
      reason: 'noTelephonyLogin',
    });
    expect(view().message).toBe('Please reconfirm your Telecmi login credetials with HR.');
    expect(alert).toHaveBeenCalledExactlyOnceWith(messages.calls.telecmiLoginMissing);
    expect(simulator.getState()).toMatchObject({ loggedInAs: null, calls: 0 });
    expect(sessionEvents).toEqual([]);
  });

  it.each([
    ['the service refuses it', { loginFails: true }, undefined],
    ['its password is empty', {}, { username: 'agent_7', password: ' ' }],
  ] as const)('is not allowed when %s', async (_case, script, credentials) => {
    const { simulator, call, alert, session, elapse } = start(script, { credentials });
    await elapse(0);
    expect(call.getSnapshot().output).toMatchObject({
      outcome: 'notAllowed',
      reason: 'loginRefused',
    });
    expect(alert).toHaveBeenCalledExactlyOnceWith(messages.calls.telecmiLoginMissing);
    expect(simulator.getState().calls).toBe(0);
    expect(session.getSnapshot().value).toEqual({ signedIn: 'active' });
  });
});
