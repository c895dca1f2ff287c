import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import { escalationManagers } from './callActions.rules.ts';
import type { ActionMessage, EscalateInput, Manager, ManagersList } from './callActions.types.ts';

export type EscalateContext = {
  customerUsername: string;
  /** The managers offered, once loaded (kept for the next opening). */
  managers: readonly Manager[] | null;
  selected: string | null;
  message: string | null;
  error: string | null;
};

export type EscalateEvent =
  | { type: 'escalate.open' }
  | { type: 'manager.select'; username: string }
  | { type: 'escalate.confirm' }
  | { type: 'managers.retry' }
  | { type: 'escalate.close' };

/**
 * 'Escalete To Manager' (spec part 1 §4, §6, §7): a dialog lists the managers of the escalation
 * groups; the agent picks one and confirms; the customer is escalated once and the button stays
 * disabled. Failures show the server's words and keep the choice for a retry.
 */
export const escalateMachine = setup({
  types: {
    input: {} as { customerUsername: string },
    context: {} as EscalateContext,
    events: {} as EscalateEvent,
    tags: {} as 'dialog' | 'busy' | 'error',
  },
  actors: {
    listManagers: unprovided<ManagersList, void>('listManagers'),
    escalateToManager: unprovided<ActionMessage, EscalateInput>('escalateToManager'),
  },
  guards: {
    hasManagers: ({ context }) => context.managers !== null,
    hasSelection: ({ context }) => context.selected !== null,
    isOffered: ({ context }, params: { username: string }) =>
      context.managers?.some((manager) => manager.username === params.username) ?? false,
  },
  actions: {
    closeDialog: assign({ selected: null, error: null }),
    select: assign((_, params: { username: string }) => ({ selected: params.username })),
    keepError: assign((_, params: { error: unknown }) => ({
      error: toServiceError(params.error).message,
    })),
  },
}).createMachine({
  id: 'escalate',
  context: ({ input }) => ({
    customerUsername: input.customerUsername,
    managers: null,
    selected: null,
    message: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'escalate.open': [
          { guard: 'hasManagers', target: 'choosing' },
          { target: 'loadingManagers' },
        ],
      },
    },
    loadingManagers: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'listManagers',
        src: 'listManagers',
        onDone: {
          target: 'choosing',
          actions: assign(({ event }) => ({
            managers: escalationManagers(event.output),
            error: null,
          })),
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'escalate.close': { target: 'idle', actions: 'closeDialog' } },
    },
    loadFailed: {
      tags: ['dialog', 'error'],
      on: {
        'managers.retry': 'loadingManagers',
        'escalate.close': { target: 'idle', actions: 'closeDialog' },
      },
    },
    choosing: {
      tags: 'dialog',
      on: {
        'manager.select': {
          guard: { type: 'isOffered', params: ({ event }) => ({ username: event.username }) },
          actions: { type: 'select', params: ({ event }) => ({ username: event.username }) },
        },
        'escalate.confirm': { guard: 'hasSelection', target: 'escalating' },
        'escalate.close': { target: 'idle', actions: 'closeDialog' },
      },
    },
    escalating: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'escalateToManager',
        src: 'escalateToManager',
        input: ({ context }) => ({
          manager_username: context.selected!,
          customer_username: context.customerUsername,
        }),
        onDone: {
          target: 'escalated',
          actions: assign(({ event }) => ({ message: event.output.message, error: null })),
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: ['dialog', 'error'],
      on: {
        'manager.select': {
          guard: { type: 'isOffered', params: ({ event }) => ({ username: event.username }) },
          actions: { type: 'select', params: ({ event }) => ({ username: event.username }) },
        },
        // A failed attempt always had a manager chosen.
        'escalate.confirm': 'escalating',
        'escalate.close': { target: 'idle', actions: 'closeDialog' },
      },
    },
    escalated: { description: 'escalated; the button stays disabled' },
  },
});
