import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { SAMPLE } from '../../machines/auth/auth.fixtures.ts';
import { AUTH_EXTRA_TEXTS } from '../../machines/auth/auth.texts.ts';
import {
  type AuthActors,
  connectOtpLogin,
  isValidPhone,
  otpLoginMachine,
} from '../../machines/auth/index.ts';
import { otpLoginPaths } from '../../machines/auth/otpLogin.paths.ts';
import { serviceError } from '../../machines/pathSpec.ts';
import { messages } from '../../src/domain/messages.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof otpLoginMachine.transition>;

const userEvents = [
  { type: 'phone.change', value: SAMPLE.validPhone },
  { type: 'otpMode.select', otpMode: 'SMS' },
  { type: 'captcha.change', token: SAMPLE.captchaToken },
  { type: 'otp.request' },
  { type: 'otp.change', value: SAMPLE.otp },
  { type: 'otp.submit' },
  { type: 'otp.resend' },
  { type: 'phone.edit' },
] as const;

/** The OTP typed since the code was last (re)sent or the number changed. */
function typedOtp(history: readonly PathStep[]): string {
  return (
    lastPayload<string>(history, 'otp.change', 'value', (step) =>
      ['xstate.done.actor.requestOtp', 'phone.edit'].includes(step.event.type),
    ) ?? ''
  );
}

function lastErrorMessage(history: readonly PathStep[]): string | undefined {
  const error = [...history].reverse().find((s) => s.event.type.startsWith('xstate.error.actor.'))
    ?.event.error as Error | undefined;
  return error?.message;
}

const { coverage } = describeMachinePaths('otpLogin', otpLoginPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectOtpLogin(state);
  const inStage0 = state.matches('phone') || state.matches('requesting');

  // What was typed survives every step, failures included.
  expect(view.phone).toBe(lastPayload(history, 'phone.change', 'value') ?? '');
  expect(view.otp).toBe(typedOtp(history));
  expect(view.stage).toBe(inStage0 ? 0 : 1);

  expect(view.phoneError).toBe(
    state.matches({ phone: 'invalidPhone' }) ? messages.auth.provideCorrectPhone : null,
  );
  expect(view.captchaError).toBe(
    state.matches({ phone: 'captchaMissing' }) ? messages.auth.fillRecaptcha : null,
  );
  expect(view.otpError).toBe(
    state.matches({ otp: 'otpMissing' }) ? AUTH_EXTRA_TEXTS.enterOtp : null,
  );
  const failed = state.matches({ phone: 'failed' }) || state.matches({ otp: 'failed' });
  expect(view.serverError).toBe(failed ? lastErrorMessage(history) : null);

  // Guards: the machine only asks the server with a valid phone and a captcha, and an OTP.
  if (state.matches({ phone: 'invalidPhone' })) expect(isValidPhone(view.phone)).toBe(false);
  if (state.matches({ phone: 'captchaMissing' })) {
    expect(isValidPhone(view.phone)).toBe(true);
    expect(view.captchaToken).toBeNull();
  }
  if (state.matches('requesting') || state.matches('resending')) {
    expect(isValidPhone(view.phone)).toBe(true);
    expect(view.captchaToken).toBe(SAMPLE.captchaToken);
  }
  if (state.matches('verifying')) expect(view.otp).not.toBe('');

  // While a call is in flight the form accepts nothing.
  expect(view.busy).toBe(
    state.matches('requesting') ||
      state.matches('resending') ||
      state.matches('verifying') ||
      state.status === 'done',
  );
  if (view.busy) {
    for (const event of userEvents) expect(state.can(event)).toBe(false);
  }

  if (state.matches('signedIn')) {
    expect(state.status).toBe('done');
    expect(state.output).toEqual({ tokens: SAMPLE.tokens, username: view.phone });
  }
});

describe('otpLogin with live actors', () => {
  function start() {
    const fakes = deferredActors<Pick<AuthActors, 'requestOtp' | 'verifyOtp'>>([
      'requestOtp',
      'verifyOtp',
    ]);
    const actor = createActor(otpLoginMachine.provide({ actors: fakes.actors })).start();
    actor.send({ type: 'phone.change', value: SAMPLE.validPhone });
    actor.send({ type: 'otpMode.select', otpMode: 'SMS' });
    actor.send({ type: 'captcha.change', token: SAMPLE.captchaToken });
    actor.send({ type: 'otp.request' });
    return { fakes, actor };
  }

  it('requests the OTP with the phone, the channel and the captcha token', () => {
    const { fakes } = start();
    expect(fakes.latest('requestOtp').input).toEqual({
      phone: SAMPLE.validPhone,
      otpMode: 'SMS',
      token: SAMPLE.captchaToken,
    });
  });

  it('verifies with the request id, the OTP, the phone and source web, then finishes', async () => {
    const { fakes, actor } = start();
    fakes.latest('requestOtp').resolve({ requestId: SAMPLE.requestId });
    await Promise.resolve();
    actor.send({ type: 'otp.change', value: SAMPLE.otp });
    actor.send({ type: 'otp.submit' });
    expect(fakes.latest('verifyOtp').input).toEqual({
      requestId: SAMPLE.requestId,
      otp: SAMPLE.otp,
      phone: SAMPLE.validPhone,
      source: 'web',
    });
    fakes.latest('verifyOtp').resolve(SAMPLE.tokens);
    await Promise.resolve();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      tokens: SAMPLE.tokens,
      username: SAMPLE.validPhone,
    });
  });

  it('resends with the same details and takes the new request id', async () => {
    const { fakes, actor } = start();
    fakes.latest('requestOtp').resolve({ requestId: 'first' });
    await Promise.resolve();
    actor.send({ type: 'otp.resend' });
    expect(fakes.calls.requestOtp).toHaveLength(2);
    expect(fakes.latest('requestOtp').input.phone).toBe(SAMPLE.validPhone);
    fakes.latest('requestOtp').resolve({ requestId: 'second' });
    await Promise.resolve();
    expect(actor.getSnapshot().context.requestId).toBe('second');
  });

  it('shows the server words of a failed request and keeps the phone', async () => {
    const { fakes, actor } = start();
    fakes.latest('requestOtp').reject(serviceError('Number is blocked', 403));
    await fakes.latest('requestOtp').promise.catch(() => undefined);
    await Promise.resolve();
    const view = connectOtpLogin(actor.getSnapshot());
    expect(view.serverError).toBe('Number is blocked');
    expect(view.phone).toBe(SAMPLE.validPhone);
  });
});

describe('otpLogin coverage', () => {
  it('has every state and transition of the definition in the report', () => {
    expect(coverage.states.map((s) => s.key)).toContain('otpLogin.otp.otpMissing');
    expect(coverage.transitions.length).toBeGreaterThanOrEqual(17);
  });
});
