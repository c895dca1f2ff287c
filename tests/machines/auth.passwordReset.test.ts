import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { SAMPLE } from '../../machines/auth/auth.fixtures.ts';
import {
  type AuthActors,
  connectPasswordReset,
  isResetFormComplete,
  isStrongPassword,
  passwordResetMachine,
} from '../../machines/auth/index.ts';
import { passwordResetPaths } from '../../machines/auth/passwordReset.paths.ts';
import { passwordResetMessages } from '../../src/domain/messages/passwordReset.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof passwordResetMachine.transition>;
const texts = passwordResetMessages;

/** A modal field's value: what was typed since the modal last opened. */
function typed(history: readonly PathStep[], type: string): string {
  return (
    lastPayload<string>(history, type, 'value', (step) =>
      [
        'xstate.done.actor.requestPasswordReset',
        'reset.cancel',
        'xstate.done.actor.submitPasswordReset',
      ].includes(step.event.type),
    ) ?? ''
  );
}

const modalEvents = [
  { type: 'otp.change', value: '1' },
  { type: 'newPassword.change', value: 'x' },
  { type: 'confirmPassword.change', value: 'x' },
  { type: 'reset.submit' },
  { type: 'reset.cancel' },
] as const;

describeMachinePaths('passwordReset', passwordResetPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectPasswordReset(state);
  const inModal = state.matches('open') || state.matches('submitting');

  expect(view.modalOpen).toBe(inModal);
  if (inModal) {
    expect(view.otp).toBe(typed(history, 'otp.change'));
    expect(view.newPassword).toBe(typed(history, 'newPassword.change'));
    expect(view.confirmPassword).toBe(typed(history, 'confirmPassword.change'));
  } else {
    // Closing the modal, either way, forgets the secrets typed into it.
    expect([view.otp, view.newPassword, view.confirmPassword]).toEqual(['', '', '']);
  }

  expect(view.notice).toEqual(
    state.matches({ idle: 'usernameMissing' })
      ? { tone: 'error', text: texts.enterUsername }
      : state.matches({ idle: 'requestFailed' })
        ? { tone: 'error', text: texts.requestFailed }
        : state.matches({ idle: 'succeeded' })
          ? { tone: 'success', text: texts.resetSuccessful }
          : null,
  );

  expect(view.newPasswordError).toBe(
    view.newPassword && !isStrongPassword(view.newPassword) ? texts.chooseStrongPassword : null,
  );
  const mismatch = view.confirmPassword !== '' && view.confirmPassword !== view.newPassword;
  expect(view.confirmPasswordError).toBe(mismatch ? texts.passwordMismatch : null);
  // Submit stays disabled until both passwords are typed and equal.
  const match = view.newPassword !== '' && view.newPassword === view.confirmPassword;
  expect(view.submitDisabledReason === null).toBe(match);

  const lastFailure = [...history].reverse().find((s) => s.event.type.startsWith('xstate.error'))
    ?.event.error as Error | undefined;
  expect(view.formError).toBe(
    state.matches({ open: 'invalid' })
      ? texts.fillAllFieldsCorrectly
      : state.matches({ open: 'failed' })
        ? texts.serverError(lastFailure?.message ?? '')
        : null,
  );
  if (state.matches({ open: 'invalid' })) expect(isResetFormComplete(state.context)).toBe(false);
  if (state.matches('submitting')) expect(isResetFormComplete(state.context)).toBe(true);
  if (state.matches('requesting')) expect(state.context.username).toBe(SAMPLE.username);

  expect(view.submitting).toBe(state.matches('submitting'));
  if (state.matches('submitting') || state.matches('requesting')) {
    for (const event of modalEvents) expect(state.can(event)).toBe(false);
    expect(state.can({ type: 'reset.request', username: SAMPLE.username })).toBe(false);
  }
});

describe('passwordReset with live actors', () => {
  it('requests with the username and submits request id, OTP and new password', async () => {
    const fakes = deferredActors<Pick<AuthActors, 'requestPasswordReset' | 'submitPasswordReset'>>([
      'requestPasswordReset',
      'submitPasswordReset',
    ]);
    const actor = createActor(passwordResetMachine.provide({ actors: fakes.actors })).start();
    actor.send({ type: 'reset.request', username: ` ${SAMPLE.username}` });
    expect(fakes.latest('requestPasswordReset').input).toEqual({ username: SAMPLE.username });
    fakes.latest('requestPasswordReset').resolve({ requestId: SAMPLE.requestId });
    await Promise.resolve();
    expect(connectPasswordReset(actor.getSnapshot()).modalOpen).toBe(true);
    actor.send({ type: 'otp.change', value: SAMPLE.otp });
    actor.send({ type: 'newPassword.change', value: SAMPLE.strongPassword });
    actor.send({ type: 'confirmPassword.change', value: SAMPLE.strongPassword });
    actor.send({ type: 'reset.submit' });
    expect(fakes.latest('submitPasswordReset').input).toEqual({
      requestId: SAMPLE.requestId,
      otp: SAMPLE.otp,
      new_password: SAMPLE.strongPassword,
    });
    fakes.latest('submitPasswordReset').resolve({ msg: 'ok' });
    await Promise.resolve();
    const view = connectPasswordReset(actor.getSnapshot());
    expect(view.modalOpen).toBe(false);
    expect(view.notice).toEqual({ tone: 'success', text: texts.resetSuccessful });
  });
});
