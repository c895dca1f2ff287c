import { assign, setup } from 'xstate';
import {
  isValidReason,
  type LevelBody,
  levelOf,
  REASON_MAX,
} from '../blacklistLevel/blacklistLevel.rules.ts';
import type { ChatMe } from '../chatChannel/chatChannel.rules.ts';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { ModerationQuery } from './userModeration.actors.ts';
import {
  FIRST_BLACKLIST_LEVEL,
  type ModeratedUser,
  type UserModeration,
} from './userModeration.rules.ts';

export type UserModerationInput = { channel_name: string; user: ModeratedUser; me: ChatMe };

export type UserModerationContext = UserModerationInput & {
  /** Where the user stands: read on opening, kept up to date by each action. */
  status: UserModeration | null;
  /** The blacklist dialog's values: kept through a failure, cleared on Cancel. */
  level: number;
  reason: string;
  /** The server's words after a failure. */
  error: string | null;
};

export type UserModerationEvent =
  | { type: 'status.retry' }
  | { type: 'block.press' }
  | { type: 'block.confirm' }
  | { type: 'block.cancel' }
  | { type: 'unblock.press' }
  | { type: 'ban.press' }
  | { type: 'ban.confirm' }
  | { type: 'ban.cancel' }
  | { type: 'chat.disable' }
  | { type: 'disable.confirm' }
  | { type: 'disable.cancel' }
  | { type: 'chat.enable' }
  | { type: 'blacklist.open' }
  | { type: 'level.change'; value: string }
  | { type: 'reason.change'; value: string }
  | { type: 'blacklist.confirm' }
  | { type: 'blacklist.cancel' };

const errorOf = (event: unknown) => toServiceError((event as { error?: unknown }).error).message;
const withStatus = (context: UserModerationContext, change: Partial<UserModeration>) => ({
  status: context.status ? { ...context.status, ...change } : null,
  error: null,
});

/**
 * A member's dialog, "user and mobile number" (issue 19 §2 'Moderation'; spec part 2 §2, §6, §7):
 * the user's name, picture and number, and what the viewer may do. Block User (whoever may open
 * it), Ban User (a channel admin, the super admin) and Disable Chat (the super admin) confirm
 * first; Unblock User and Enable Chat do not (they undo); Blacklist
 * User (the super admin) takes a level and a required reason (part 1 §5). Failures show the
 * server's words and keep what was typed.
 */
export const userModerationMachine = setup({
  types: {
    input: {} as UserModerationInput,
    context: {} as UserModerationContext,
    events: {} as UserModerationEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    getUserModeration: unprovided<UserModeration, ModerationQuery>('getUserModeration'),
    blockUser: unprovided<unknown, ModerationQuery>('blockUser'),
    unblockUser: unprovided<unknown, ModerationQuery>('unblockUser'),
    banUser: unprovided<unknown, ModerationQuery>('banUser'),
    setChatDisabled: unprovided<unknown, { username: string; disable: boolean }>('setChatDisabled'),
    setBlacklistLevel: unprovided<unknown, LevelBody>('setBlacklistLevel'),
  },
  guards: {
    mayBlock: ({ context }) => context.status?.blocked === false,
    mayUnblock: ({ context }) => context.status?.blocked === true,
    mayBan: ({ context }) => context.status?.can_ban === true,
    mayDisable: ({ context }) => context.me.isSuperAdmin && context.status?.chat_disabled === false,
    mayEnable: ({ context }) => context.me.isSuperAdmin && context.status?.chat_disabled === true,
    mayBlacklist: ({ context }) => context.me.isSuperAdmin,
    hasReason: ({ context }) => isValidReason(context.reason),
  },
  actions: {
    keepError: assign(({ event }) => ({ error: errorOf(event) })),
    assignLevel: assign(({ context, event }) => ({
      level:
        event.type === 'level.change' ? (levelOf(event.value) ?? context.level) : context.level,
    })),
    assignReason: assign(({ event }) => ({
      reason: event.type === 'reason.change' ? event.value.slice(0, REASON_MAX) : '',
    })),
    clearBlacklist: assign({ level: FIRST_BLACKLIST_LEVEL, reason: '', error: null }),
  },
}).createMachine({
  id: 'userModeration',
  context: ({ input }) => ({
    ...input,
    status: null,
    level: FIRST_BLACKLIST_LEVEL,
    reason: '',
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getUserModeration',
        src: 'getUserModeration',
        input: ({ context }) => ({
          username: context.user.username,
          channel_name: context.channel_name,
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ status: event.output, error: null })),
        },
        onError: { target: 'loadFailed', actions: 'keepError' },
      },
    },
    loadFailed: { tags: 'error', on: { 'status.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        'block.press': { guard: 'mayBlock', target: 'confirmBlock' },
        'unblock.press': { guard: 'mayUnblock', target: 'unblocking' },
        'ban.press': { guard: 'mayBan', target: 'confirmBan' },
        'chat.disable': { guard: 'mayDisable', target: 'confirmDisable' },
        'chat.enable': { guard: 'mayEnable', target: 'enabling' },
        'blacklist.open': { guard: 'mayBlacklist', target: 'blacklist' },
      },
      states: {
        idle: {},
        blocked: { description: 'the success words of Block User' },
        unblocked: { description: 'the success words of Unblock User' },
        chatDisabled: { description: 'the success words of Disable Chat' },
        chatEnabled: { description: 'the success words of Enable Chat' },
        blacklisted: { description: 'the success words of Blacklist User' },
        failed: { tags: 'error', description: "the server's words" },
      },
    },
    confirmBlock: {
      on: { 'block.confirm': 'blocking', 'block.cancel': 'ready.idle' },
    },
    blocking: {
      tags: 'busy',
      invoke: {
        id: 'blockUser',
        src: 'blockUser',
        input: ({ context }) => ({
          username: context.user.username,
          channel_name: context.channel_name,
        }),
        onDone: {
          target: 'ready.blocked',
          actions: assign(({ context }) => withStatus(context, { blocked: true })),
        },
        onError: { target: 'ready.failed', actions: 'keepError' },
      },
    },
    unblocking: {
      tags: 'busy',
      invoke: {
        id: 'unblockUser',
        src: 'unblockUser',
        input: ({ context }) => ({
          username: context.user.username,
          channel_name: context.channel_name,
        }),
        onDone: {
          target: 'ready.unblocked',
          actions: assign(({ context }) => withStatus(context, { blocked: false })),
        },
        onError: { target: 'ready.failed', actions: 'keepError' },
      },
    },
    confirmBan: {
      on: { 'ban.confirm': 'banning', 'ban.cancel': 'ready.idle' },
    },
    banning: {
      tags: 'busy',
      invoke: {
        id: 'banUser',
        src: 'banUser',
        input: ({ context }) => ({
          username: context.user.username,
          channel_name: context.channel_name,
        }),
        onDone: 'banned',
        onError: { target: 'ready.failed', actions: 'keepError' },
      },
    },
    banned: {
      // Out of the channel: nothing here applies to them any more.
      type: 'final',
      description: 'the success words of Ban User; no action is left',
    },
    confirmDisable: {
      on: { 'disable.confirm': 'disabling', 'disable.cancel': 'ready.idle' },
    },
    disabling: {
      tags: 'busy',
      invoke: {
        id: 'disableChat',
        src: 'setChatDisabled',
        input: ({ context }) => ({ username: context.user.username, disable: true }),
        onDone: {
          target: 'ready.chatDisabled',
          actions: assign(({ context }) => withStatus(context, { chat_disabled: true })),
        },
        onError: { target: 'ready.failed', actions: 'keepError' },
      },
    },
    enabling: {
      tags: 'busy',
      invoke: {
        id: 'enableChat',
        src: 'setChatDisabled',
        input: ({ context }) => ({ username: context.user.username, disable: false }),
        onDone: {
          target: 'ready.chatEnabled',
          actions: assign(({ context }) => withStatus(context, { chat_disabled: false })),
        },
        onError: { target: 'ready.failed', actions: 'keepError' },
      },
    },
    blacklist: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'choosing',
          on: {
            'level.change': { target: '.choosing', actions: 'assignLevel' },
            'reason.change': { target: '.choosing', actions: 'assignReason' },
            'blacklist.cancel': { target: '#userModeration.ready.idle', actions: 'clearBlacklist' },
            'blacklist.confirm': [
              { guard: 'hasReason', target: 'saving' },
              { target: '.incomplete' },
            ],
          },
          states: {
            choosing: {},
            incomplete: {
              tags: 'error',
              description: "'Please Specify the reason for blacklisting.'",
            },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'setBlacklistLevel',
            src: 'setBlacklistLevel',
            input: ({ context }) => ({
              username: context.user.username,
              blacklist_level: context.level,
              blacklist_reason: context.reason.trim(),
            }),
            onDone: { target: '#userModeration.ready.blacklisted', actions: 'clearBlacklist' },
            onError: { target: 'failed', actions: 'keepError' },
          },
        },
        failed: {
          tags: 'error',
          description: "the server's words; the level and reason kept",
          on: {
            'level.change': { target: 'editing', actions: 'assignLevel' },
            'reason.change': { target: 'editing', actions: 'assignReason' },
            // The reason was valid when it was sent, and changing it leaves this state.
            'blacklist.confirm': 'saving',
            'blacklist.cancel': { target: '#userModeration.ready.idle', actions: 'clearBlacklist' },
          },
        },
      },
    },
  },
});
