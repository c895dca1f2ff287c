import { fromPromise, type PromiseActorLogic } from 'xstate';
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

/**
 * The machines declare their calls with this placeholder so that a machine used without
 * `.provide()` fails loudly instead of pretending to talk to a server.
 */
export function unprovided<TOutput, TInput>(name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The '${name}' call is not provided to this machine`)),
  );
}
