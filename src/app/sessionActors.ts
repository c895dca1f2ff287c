import type { StaffProfile } from '../../machines/appSession/index.ts';
import type { AuthActors } from '../../machines/auth/index.ts';
import { ApiError, unwrap } from '../api/errors.ts';
import { fromAbortable } from '../platform/abortableActor.ts';
import { api, tokens } from './services.ts';

// The sign-in calls use the plain clients: the machines show the server's words themselves, so an
// alert on top would say everything twice.

export const authActors: AuthActors = {
  requestOtp: fromAbortable(async ({ input, signal }) =>
    unwrap(
      await api.authPlain.POST('/business/otp-request', {
        body: { phone: input.phone, otpMode: input.otpMode, token: input.token },
        signal,
      }),
    ),
  ),
  verifyOtp: fromAbortable(async ({ input, signal }) =>
    unwrap(await api.authPlain.POST('/business/otp-verify', { body: input, signal })),
  ),
  loginWithPassword: fromAbortable(async ({ input, signal }) =>
    unwrap(await api.authPlain.POST('/business/login', { body: input, signal })),
  ),
  requestPasswordReset: fromAbortable(async ({ input, signal }) =>
    unwrap(await api.authPlain.POST('/business/password-reset/request', { body: input, signal })),
  ),
  submitPasswordReset: fromAbortable(async ({ input, signal }) =>
    unwrap(await api.authPlain.POST('/business/password-reset/submit', { body: input, signal })),
  ),
};

export const loadProfile = fromAbortable<StaffProfile, void>(async ({ signal }) =>
  unwrap(await api.authPlain.GET('/business/profile', { signal })),
);

/**
 * Chat authorisation after sign-in (spec part 2 §7): log in to chat, then read the chat
 * credentials, creating them when the server has none yet.
 */
export const authoriseChat = fromAbortable<void, { username: string }>(
  async ({ input, signal }) => {
    const login = unwrap(
      await api.chatPlain.POST('/auth/login', {
        body: { username: input.username, password_type: 'bchat' },
        signal,
      }),
    );
    tokens.setChatToken(login.token);
    try {
      unwrap(
        await api.chatPlain.GET('/auth/chat-auth', {
          params: { query: { password_type: 'bchat' } },
          signal,
        }),
      );
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
      unwrap(
        await api.chatPlain.POST('/auth/chat-auth', { body: { password_type: 'bchat' }, signal }),
      );
    }
  },
);
