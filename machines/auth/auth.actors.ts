import type { PromiseActorLogic } from 'xstate';
import type {
  LoginTokens,
  LoginWithPasswordInput,
  RequestIdOutput,
  RequestOtpInput,
  RequestPasswordResetInput,
  SubmitPasswordResetInput,
  SubmitPasswordResetOutput,
  VerifyOtpInput,
} from './auth.types.ts';

/** The calls the sign-in flows make, by the names the machines invoke them with. */
export type AuthActors = {
  requestOtp: PromiseActorLogic<RequestIdOutput, RequestOtpInput>;
  verifyOtp: PromiseActorLogic<LoginTokens, VerifyOtpInput>;
  loginWithPassword: PromiseActorLogic<LoginTokens, LoginWithPasswordInput>;
  requestPasswordReset: PromiseActorLogic<RequestIdOutput, RequestPasswordResetInput>;
  submitPasswordReset: PromiseActorLogic<SubmitPasswordResetOutput, SubmitPasswordResetInput>;
};
