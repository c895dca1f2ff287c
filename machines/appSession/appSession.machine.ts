import { assign, setup } from 'xstate';
import { messages } from '../../src/domain/messages.ts';
import { type ServiceError, toServiceError, unprovided } from '../shared/calls.ts';
import type {
  AppSessionContext,
  AppSessionEvent,
  SignOutReason,
  StaffProfile,
} from './appSession.types.ts';

/** A profile call answered "this login has no staff profile" rather than failing. */
export const isNoProfileError = (error: ServiceError) =>
  error.status === 401 || error.status === 403 || error.status === 404;

/** What the login page says after a sign-out nobody chose on this page. */
export function signOutMessage(reason: SignOutReason): string | null {
  return reason === 'expired' ? messages.auth.unableToGetAuthCredential : null;
}

/**
 * The signed-in session of the app: resumes a stored session or takes a fresh sign-in, loads the
 * staff profile (no profile → 'Unauthorized User'), authorises chat (failure → 'try again
 * later'), and ends on sign-out. Every screen behind the login reads the profile from here.
 */
export const appSessionMachine = setup({
  types: {
    context: {} as AppSessionContext,
    events: {} as AppSessionEvent,
  },
  actors: {
    loadProfile: unprovided<StaffProfile, void>('loadProfile'),
    authoriseChat: unprovided<void, { username: string }>('authoriseChat'),
  },
  actions: {
    /** Stores tokens and the login number (the app provides the storage). */
    storeSession: (_, _params: { tokens: unknown; username: string }) => {},
    /** Clears stored auth and every saved setting but chat and notifications. */
    clearSession: (_, _params: { reason: SignOutReason }) => {},
  },
  guards: {
    hasStoredSession: (_, params: { stored: boolean }) => params.stored,
    isNoProfile: (_, params: { error: unknown }) => isNoProfileError(toServiceError(params.error)),
  },
}).createMachine({
  id: 'appSession',
  context: {
    username: null,
    profile: null,
    message: null,
    error: null,
  },
  initial: 'restoring',
  states: {
    // The app says on start whether tokens survived a reload (then resume without a sign-in).
    restoring: {
      on: {
        'session.start': [
          {
            guard: {
              type: 'hasStoredSession',
              params: ({ event }) => ({ stored: event.hasStoredSession }),
            },
            target: 'loadingProfile',
          },
          { target: 'signedOut' },
        ],
      },
    },
    signedOut: {
      tags: ['signedOut'],
      on: {
        'auth.signedIn': {
          target: 'loadingProfile',
          actions: [
            {
              type: 'storeSession',
              params: ({ event }) => ({ tokens: event.tokens, username: event.username }),
            },
            assign({ username: ({ event }) => event.username, message: null }),
          ],
        },
      },
    },
    loadingProfile: {
      tags: ['busy'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: {
          target: 'authorisingChat',
          actions: assign({
            profile: ({ event }) => event.output,
            username: ({ event }) => event.output.username,
            error: null,
          }),
        },
        onError: [
          {
            guard: { type: 'isNoProfile', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
            actions: [
              { type: 'clearSession', params: { reason: 'unauthorized' } },
              assign({ profile: null, username: null, message: messages.auth.unauthorizedUser }),
            ],
          },
          {
            target: 'profileFailed',
            actions: assign({ error: ({ event }) => toServiceError(event.error).message }),
          },
        ],
      },
    },
    profileFailed: {
      tags: ['error'],
      on: { 'profile.retry': 'loadingProfile' },
    },
    authorisingChat: {
      tags: ['busy'],
      invoke: {
        id: 'authoriseChat',
        src: 'authoriseChat',
        input: ({ context }) => ({ username: context.profile?.username ?? '' }),
        onDone: 'signedIn',
        onError: {
          target: 'signedOut',
          actions: [
            { type: 'clearSession', params: { reason: 'chatAuthFailed' } },
            assign({ profile: null, username: null, message: messages.auth.tryAgainLater }),
          ],
        },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      on: {
        'profile.refreshed': { actions: assign({ profile: ({ event }) => event.profile }) },
      },
    },
  },
  on: {
    'session.signOut': {
      target: '.signedOut',
      actions: [
        { type: 'clearSession', params: ({ event }) => ({ reason: event.reason }) },
        assign({
          profile: null,
          username: null,
          error: null,
          message: ({ event }) => signOutMessage(event.reason),
        }),
      ],
    },
  },
});
