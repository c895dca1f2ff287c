import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { SAMPLE } from '../../machines/auth/auth.fixtures.ts';
import {
  type AuthActors,
  connectPasswordLogin,
  isFilled,
  passwordLoginMachine,
} from '../../machines/auth/index.ts';
import { passwordLoginPaths } from '../../machines/auth/passwordLogin.paths.ts';
import { serviceError } from '../../machines/pathSpec.ts';
import { messages } from '../../src/domain/messages.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof passwordLoginMachine.transition>;

const userEvents = [
  { type: 'username.change', value: 'someone' },
  { type: 'password.change', value: 'x' },
  { type: 'captcha.change', token: SAMPLE.captchaToken },
  { type: 'login.submit' },
] as const;

function lastError(history: readonly PathStep[]): (Error & { status?: number }) | undefined {
  return [...history].reverse().find((s) => s.event.type.startsWith('xstate.error.actor.'))?.event
    .error as (Error & { status?: number }) | undefined;
}

describeMachinePaths('passwordLogin', passwordLoginPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectPasswordLogin(state);

  expect(view.username).toBe(lastPayload(history, 'username.change', 'value') ?? '');
  expect(view.password).toBe(lastPayload(history, 'password.change', 'value') ?? '');

  const expectedError = state.matches({ form: 'detailsMissing' })
    ? messages.auth.fillProperDetails
    : state.matches({ form: 'captchaMissing' })
      ? messages.auth.fillRecaptcha
      : state.matches({ form: 'invalidCaptcha' })
        ? messages.auth.invalidCaptcha
        : state.matches({ form: 'failed' })
          ? lastError(history)?.message
          : null;
  expect(view.error).toBe(expectedError);

  if (state.matches({ form: 'detailsMissing' })) {
    expect(isFilled(view.username) && isFilled(view.password)).toBe(false);
  }
  if (state.matches({ form: 'captchaMissing' })) {
    expect(isFilled(view.username) && isFilled(view.password)).toBe(true);
  }
  if (state.matches('submitting')) {
    expect(isFilled(view.username) && isFilled(view.password)).toBe(true);
    expect(view.captchaToken).toBe(SAMPLE.captchaToken);
  }
  // 500 means the captcha was refused: the token is dropped so it is solved again.
  if (state.matches({ form: 'invalidCaptcha' })) {
    expect(lastError(history)?.status).toBe(500);
    expect(view.captchaToken).toBeNull();
  }
  if (state.matches({ form: 'failed' })) expect(lastError(history)?.status).not.toBe(500);

  expect(view.busy).toBe(state.matches('submitting') || state.status === 'done');
  if (view.busy) for (const event of userEvents) expect(state.can(event)).toBe(false);

  if (state.matches('signedIn')) {
    expect(state.output).toEqual({ tokens: SAMPLE.tokens, username: SAMPLE.username });
  }
});

describe('passwordLogin with live actors', () => {
  it('logs in with the trimmed username, the password and the captcha token', () => {
    const fakes = deferredActors<Pick<AuthActors, 'loginWithPassword'>>(['loginWithPassword']);
    const actor = createActor(passwordLoginMachine.provide({ actors: fakes.actors })).start();
    actor.send({ type: 'username.change', value: ` ${SAMPLE.username} ` });
    actor.send({ type: 'password.change', value: SAMPLE.password });
    actor.send({ type: 'captcha.change', token: SAMPLE.captchaToken });
    actor.send({ type: 'login.submit' });
    expect(fakes.latest('loginWithPassword').input).toEqual({
      username: SAMPLE.username,
      password: SAMPLE.password,
      token: SAMPLE.captchaToken,
    });
  });

  it('keeps what was typed when the server refuses', async () => {
    const fakes = deferredActors<Pick<AuthActors, 'loginWithPassword'>>(['loginWithPassword']);
    const actor = createActor(passwordLoginMachine.provide({ actors: fakes.actors })).start();
    actor.send({ type: 'username.change', value: SAMPLE.username });
    actor.send({ type: 'password.change', value: SAMPLE.password });
    actor.send({ type: 'captcha.change', token: SAMPLE.captchaToken });
    actor.send({ type: 'login.submit' });
    const call = fakes.latest('loginWithPassword');
    call.reject(serviceError('Invalid username or password', 401));
    await call.promise.catch(() => undefined);
    await Promise.resolve();
    const view = connectPasswordLogin(actor.getSnapshot());
    expect(view).toMatchObject({
      username: SAMPLE.username,
      password: SAMPLE.password,
      error: 'Invalid username or password',
    });
  });
});
