import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { SAMPLE } from '../../machines/auth/auth.fixtures.ts';
import {
  type AuthActors,
  connectLoginPage,
  type loginPageMachine,
  provideLoginPage,
} from '../../machines/auth/index.ts';
import { loginPagePaths } from '../../machines/auth/loginPage.paths.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof loginPageMachine.transition>;

describeMachinePaths('loginPage', loginPagePaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectLoginPage(state);
  const toggles = history.filter((step) => step.event.type === 'mode.toggle').length;
  if (!view.signedIn) expect(view.mode).toBe(toggles % 2 === 0 ? 'otp' : 'password');
  if (view.signedIn) {
    const done = history[history.length - 1]!.event;
    expect(state.status).toBe('done');
    expect(state.output).toEqual(done.output);
  }
});

describe('loginPage with live children', () => {
  const names = [
    'requestOtp',
    'verifyOtp',
    'loginWithPassword',
    'requestPasswordReset',
    'submitPasswordReset',
  ] as const;

  it('runs the OTP form by default and the password form and reset flow in password mode', () => {
    const fakes = deferredActors<AuthActors>(names);
    const actor = createActor(provideLoginPage(fakes.actors)).start();
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['otp']);
    actor.send({ type: 'mode.toggle' });
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['password', 'reset']);
  });

  it('finishes with the session of the child that signed in', async () => {
    const fakes = deferredActors<AuthActors>(names);
    const actor = createActor(provideLoginPage(fakes.actors)).start();
    actor.send({ type: 'mode.toggle' });
    const form = actor.getSnapshot().children.password!;
    form.send({ type: 'username.change', value: SAMPLE.username });
    form.send({ type: 'password.change', value: SAMPLE.password });
    form.send({ type: 'captcha.change', token: SAMPLE.captchaToken });
    form.send({ type: 'login.submit' });
    fakes.latest('loginWithPassword').resolve(SAMPLE.tokens);
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      tokens: SAMPLE.tokens,
      username: SAMPLE.username,
    });
  });

  it('keeps the mode while a call is in flight, so the call is not dropped', async () => {
    const fakes = deferredActors<AuthActors>(names);
    const actor = createActor(provideLoginPage(fakes.actors)).start();
    const otp = actor.getSnapshot().children.otp!;
    otp.send({ type: 'phone.change', value: SAMPLE.validPhone });
    otp.send({ type: 'captcha.change', token: SAMPLE.captchaToken });
    otp.send({ type: 'otp.request' });
    expect(actor.getSnapshot().can({ type: 'mode.toggle' })).toBe(false);
    actor.send({ type: 'mode.toggle' });
    expect(actor.getSnapshot().matches('otp')).toBe(true);
    expect(fakes.latest('requestOtp').signal.aborted).toBe(false);

    // Once the call is over the mode may change again.
    fakes.latest('requestOtp').reject(new Error('Network Error'));
    await vi.waitFor(() => expect(actor.getSnapshot().can({ type: 'mode.toggle' })).toBe(true));
    actor.send({ type: 'mode.toggle' });
    expect(actor.getSnapshot().matches('password')).toBe(true);

    // The reset dialog holds the page too, from the request until it closes.
    const reset = actor.getSnapshot().children.reset!;
    reset.send({ type: 'reset.request', username: SAMPLE.username });
    expect(actor.getSnapshot().can({ type: 'mode.toggle' })).toBe(false);
    fakes.latest('requestPasswordReset').resolve({ requestId: SAMPLE.requestId });
    await vi.waitFor(() => expect(reset.getSnapshot().hasTag('modal')).toBe(true));
    expect(actor.getSnapshot().can({ type: 'mode.toggle' })).toBe(false);
    reset.send({ type: 'reset.cancel' });
    expect(actor.getSnapshot().can({ type: 'mode.toggle' })).toBe(true);
  });
});
