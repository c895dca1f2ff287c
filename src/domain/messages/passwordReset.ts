import { deepFreeze } from './deepFreeze.ts';

/** The passwordReset texts (part of the message catalogue, see ../messages.ts): they load with the screens that say them. */
export const passwordResetMessages = deepFreeze({
  enterUsername: 'please enter username',
  requestFailed: 'Error',
  chooseStrongPassword: 'Choose strong password',
  passwordMismatch: 'Password does not match',
  fillAllFieldsCorrectly: 'Please fill all fields correctly',
  resetSuccessful: 'password reset successful.',
  serverError: (detail: string) => `Server Error ${detail}`,
} as const);
