import { assign, setup } from 'xstate';
import { messageLink } from './callActions.rules.ts';

export type SendMessageContext = {
  /** The customer's 10-digit number. */
  number: string;
  /** The preset texts offered, in order. */
  texts: readonly string[];
  /** The index of the chosen text, or null. */
  choice: number | null;
};

export type SendMessageEvent =
  | { type: 'message.open' }
  | { type: 'message.choose'; index: number }
  | { type: 'message.send' }
  | { type: 'message.close' };

/**
 * 'Send Message' (spec part 1 §2, §7): the 'Choose Message' dialog offers the preset texts; the
 * chosen one opens the messaging app for the customer's number with +91 (`openMessageLink`,
 * which the app provides: a new tab).
 */
export const sendMessageMachine = setup({
  types: {
    input: {} as { number: string; texts: readonly string[] },
    context: {} as SendMessageContext,
    events: {} as SendMessageEvent,
    tags: {} as 'dialog',
  },
  actions: {
    /** The app opens `url` in a new tab. */
    openMessageLink: (_, _params: { url: string }) => {},
  },
  guards: {
    isOffered: ({ context, event }) =>
      event.type === 'message.choose' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.texts.length,
    hasChoice: ({ context }) => context.choice !== null,
  },
}).createMachine({
  id: 'sendMessage',
  context: ({ input }) => ({ number: input.number, texts: input.texts, choice: null }),
  initial: 'closed',
  states: {
    closed: {
      initial: 'idle',
      on: { 'message.open': { target: 'choosing', actions: assign({ choice: null }) } },
      states: {
        idle: {},
        sent: { description: 'the messaging app opened in a new tab' },
      },
    },
    choosing: {
      tags: 'dialog',
      on: {
        'message.choose': {
          guard: 'isOffered',
          actions: assign(({ event }) => ({ choice: event.index })),
        },
        'message.send': {
          guard: 'hasChoice',
          target: 'closed.sent',
          actions: {
            type: 'openMessageLink',
            params: ({ context }) => ({
              url: messageLink(context.number, context.texts[context.choice!]!),
            }),
          },
        },
        'message.close': 'closed.idle',
      },
    },
  },
});
