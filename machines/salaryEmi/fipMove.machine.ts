import { assign, emit, setup } from 'xstate';
import { canEditSalaryEmi } from '../../src/domain/access/customerPage.ts';
import { NO_ROLE_FLAGS, type RoleFlags } from '../../src/domain/access/roles.ts';
import { toServiceError, unprovided } from '../shared/calls.ts';
import {
  type EntryKind,
  type FipTransaction,
  moveInput,
  moveKindOf,
  type SaveEntryInput,
} from './salaryEmi.rules.ts';

export type FipMoveContext = {
  flags: RoleFlags;
  username: string;
  /** The transaction being or last moved. */
  transaction: FipTransaction | null;
  error: string | null;
};

export type FipMoveInput = { flags?: RoleFlags; username?: string };

export type FipMoveEvent = { type: 'txn.move'; transaction: FipTransaction };

/** Told after a move, so the page refreshes Salary Details and EMI Details. */
export type FipMoveEmitted = { type: 'txn.moved'; kind: EntryKind };

const move = {
  guard: {
    type: 'canMove',
    params: ({ event }: { event: FipMoveEvent }) => ({ transaction: event.transaction }),
  },
  target: '#fipMove.moving',
  actions: {
    type: 'pick',
    params: ({ event }: { event: FipMoveEvent }) => ({ transaction: event.transaction }),
  },
} as const;

/**
 * 'Move to Salary' (a CREDIT) or 'Move to EMI' (any other kind) of a FIP transaction (part 1 §4-§6),
 * for admins, credit managers and credit underwriters: the amount parsed as an integer and the
 * day as YYYY-MM-DD, added once; then both lists refresh. One move at a time; a failure shows
 * the server's words and the same button tries again.
 */
export const fipMoveMachine = setup({
  types: {
    context: {} as FipMoveContext,
    events: {} as FipMoveEvent,
    input: {} as FipMoveInput,
    emitted: {} as FipMoveEmitted,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    moveTransaction: unprovided<unknown, SaveEntryInput>('moveTransaction'),
  },
  guards: {
    // A transaction whose amount or time cannot be read has nothing to move.
    canMove: ({ context }, params: { transaction: FipTransaction }) =>
      canEditSalaryEmi(context.flags) && moveInput(context.username, params.transaction) !== null,
  },
  actions: {
    pick: assign((_, params: { transaction: FipTransaction }) => ({
      transaction: params.transaction,
      error: null,
    })),
    keepError: assign((_, params: { error: unknown }) => ({
      error: toServiceError(params.error).message,
    })),
    tellMoved: emit(({ context }) => ({
      type: 'txn.moved' as const,
      kind: moveKindOf(context.transaction!),
    })),
  },
}).createMachine({
  id: 'fipMove',
  context: ({ input }) => ({
    flags: input?.flags ?? NO_ROLE_FLAGS,
    username: input?.username ?? '',
    transaction: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: { 'txn.move': move } },
    moving: {
      tags: 'busy',
      invoke: {
        id: 'moveTransaction',
        src: 'moveTransaction',
        input: ({ context }) => moveInput(context.username, context.transaction!)!,
        onDone: { target: 'moved', actions: 'tellMoved' },
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    moved: { on: { 'txn.move': move } },
    failed: { tags: 'error', on: { 'txn.move': move } },
  },
});
