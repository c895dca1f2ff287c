import type { components } from '../../openapi/generated/auth.ts';

/**
 * What the auth machines exchange with the outside world. The shapes follow the auth service
 * contract (openapi/auth.yaml); the app's API layer satisfies them structurally.
 */

/** Tokens returned by both sign-in operations. */
export type LoginTokens = components['schemas']['LoginResponse'];

/** What a finished sign-in hands to the app: the tokens and the login number/username. */
export type SignedIn = { tokens: LoginTokens; username: string };

export type OtpMode = 'WA' | 'SMS';

export type RequestOtpInput = { phone: string; otpMode: OtpMode; token: string };
export type RequestIdOutput = { requestId: string };
export type VerifyOtpInput = { requestId: string; otp: string; phone: string; source: 'web' };
export type LoginWithPasswordInput = { username: string; password: string; token: string };
export type RequestPasswordResetInput = { username: string };
export type SubmitPasswordResetInput = { requestId: string; otp: string; new_password: string };
export type SubmitPasswordResetOutput = { msg: string };
