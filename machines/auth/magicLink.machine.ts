import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { LoginTokens, SignedIn, VerifyOtpInput } from './auth.types.ts';

export type MagicLinkInput = { username: string; otp: string; requestId: string };
export type MagicLinkContext = MagicLinkInput & { error: string | null; session: SignedIn | null };
export type MagicLinkEvent = { type: 'link.open'; link: MagicLinkInput };

/**
 * Sign-in from a link (/bchat/magic-link/{username}/{otp}/{requestId}, spec part 2 §2): the link
 * carries what the OTP form would have; it is verified once, and a refusal shows the server's
 * words with the way to the login page.
 */
export const magicLinkMachine = setup({
  types: {
    context: {} as MagicLinkContext,
    events: {} as MagicLinkEvent,
    output: {} as SignedIn,
  },
  actors: { verifyOtp: unprovided<LoginTokens, VerifyOtpInput>('verifyOtp') },
}).createMachine({
  id: 'magicLink',
  context: { username: '', otp: '', requestId: '', error: null, session: null },
  initial: 'waiting',
  output: ({ context }) => context.session!,
  states: {
    // The route hands over the link's parts as soon as it renders.
    waiting: {
      on: {
        'link.open': { target: 'verifying', actions: assign(({ event }) => ({ ...event.link })) },
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyOtp',
        src: 'verifyOtp',
        input: ({ context }) => ({
          requestId: context.requestId,
          otp: context.otp,
          phone: context.username,
          source: 'web' as const,
        }),
        onDone: {
          target: 'signedIn',
          actions: assign({
            session: ({ context, event }) => ({ tokens: event.output, username: context.username }),
          }),
        },
        onError: {
          target: 'refused',
          actions: assign({ error: ({ event }) => toServiceError(event.error).message }),
        },
      },
    },
    refused: { tags: ['error'] },
    signedIn: { type: 'final' },
  },
});
