export { type ServiceError, toServiceError, unprovided } from '../shared/calls.ts';
export type { AuthActors } from './auth.actors.ts';
export * from './auth.connect.ts';
export * from './auth.rules.ts';
export * from './auth.types.ts';
export {
  type LoginPageContext,
  type LoginPageEvent,
  loginPageMachine,
  provideLoginPage,
} from './loginPage.machine.ts';
export {
  type MagicLinkContext,
  type MagicLinkEvent,
  type MagicLinkInput,
  magicLinkMachine,
} from './magicLink.machine.ts';
export { type OtpLoginContext, type OtpLoginEvent, otpLoginMachine } from './otpLogin.machine.ts';
export {
  type PasswordLoginContext,
  type PasswordLoginEvent,
  passwordLoginMachine,
} from './passwordLogin.machine.ts';
export {
  type PasswordResetContext,
  type PasswordResetEvent,
  passwordResetMachine,
} from './passwordReset.machine.ts';
