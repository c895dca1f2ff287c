import { assign, setup } from 'xstate';
import { unprovided } from '../shared/calls.ts';
import { isValidReason, type LevelBody, levelOf, REASON_MAX } from './blacklistLevel.rules.ts';

export type BlacklistLevelContext = {
  username: string;
  /** The level as saved. */
  current: number;
  /** The dialog's values. */
  level: number;
  reason: string;
  /** The server's msg after a change. */
  notice: string | null;
};

export type BlacklistLevelEvent =
  | { type: 'level.open' }
  | { type: 'level.change'; value: string }
  | { type: 'reason.change'; value: string }
  | { type: 'level.confirm' }
  | { type: 'level.cancel' };

export type BlacklistLevelInput = { username: string; level: number };

/**
 * The blacklist-change dialog (spec part 1 §4, §5, §7, §8): a level and a reason (required,
 * 'Please Specify the reason for blacklisting.', at most 60); confirm saves, cancel clears;
 * a failure says 'Sorry blacklist level change failed.' and keeps the values.
 */
export const blacklistLevelMachine = setup({
  types: {
    input: {} as BlacklistLevelInput,
    context: {} as BlacklistLevelContext,
    events: {} as BlacklistLevelEvent,
    tags: {} as 'busy' | 'error' | 'open',
  },
  actors: {
    setBlacklistLevel: unprovided<{ msg: string }, LevelBody>('setBlacklistLevel'),
  },
  guards: {
    hasReason: ({ context }) => isValidReason(context.reason),
  },
  actions: {
    assignLevel: assign(({ context, event }) => ({
      level:
        event.type === 'level.change' ? (levelOf(event.value) ?? context.level) : context.level,
    })),
    assignReason: assign(({ event }) => ({
      reason: event.type === 'reason.change' ? event.value.slice(0, REASON_MAX) : '',
    })),
    clear: assign(({ context }) => ({ level: context.current, reason: '' })),
  },
}).createMachine({
  id: 'blacklistLevel',
  context: ({ input }) => ({
    username: input.username,
    current: input.level,
    level: input.level,
    reason: '',
    notice: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'the current level, and the way to change it',
      on: { 'level.open': { target: 'editing', actions: assign({ notice: null }) } },
    },
    editing: {
      tags: 'open',
      initial: 'choosing',
      on: {
        'level.change': { target: '.choosing', actions: 'assignLevel' },
        'reason.change': { target: '.choosing', actions: 'assignReason' },
        'level.confirm': [{ guard: 'hasReason', target: 'saving' }, { target: '.incomplete' }],
        'level.cancel': { target: 'idle', actions: 'clear' },
      },
      states: {
        choosing: {},
        incomplete: { description: "'Please Specify the reason for blacklisting.'", tags: 'error' },
      },
    },
    saving: {
      tags: ['busy', 'open'],
      invoke: {
        id: 'setBlacklistLevel',
        src: 'setBlacklistLevel',
        input: ({ context }) => ({
          username: context.username,
          blacklist_level: context.level,
          blacklist_reason: context.reason.trim(),
        }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            current: context.level,
            reason: '',
            notice: event.output.msg,
          })),
        },
        onError: { target: 'failed' },
      },
    },
    failed: {
      description: "'Sorry blacklist level change failed.'; the values kept",
      tags: ['error', 'open'],
      on: {
        'level.change': { target: 'editing', actions: 'assignLevel' },
        'reason.change': { target: 'editing', actions: 'assignReason' },
        // The reason was valid when it was sent, and changing it leaves this state.
        'level.confirm': 'saving',
        'level.cancel': { target: 'idle', actions: 'clear' },
      },
    },
  },
});
