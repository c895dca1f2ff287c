import { assign, setup } from 'xstate';
import { unprovided } from '../shared/calls.ts';
import type { AssignDocumentsInput } from './docAssign.actors.ts';
import { isAssignComplete } from './docAssign.rules.ts';

export type DocAssignContext = {
  docIds: number[];
  loanId: number;
  username: string;
  doctype: string;
};

export type DocAssignInput = { docIds: number[]; loanId: number };

export type DocAssignEvent =
  | { type: 'user.pick'; username: string }
  | { type: 'doctype.pick'; doctype: string }
  | { type: 'assign.confirm' }
  | { type: 'assign.close' };

const PICKS = {
  'user.pick': { actions: 'keepUser' },
  'doctype.pick': { actions: 'keepDoctype' },
} as const;

const CLOSE = { 'assign.close': '#docAssign.closed' } as const;

/**
 * The assign dialog (spec part 2 §2, §5, §8): a user and a document type, Ok disabled until both
 * are chosen; 'Document assigned to loan share', or 'Operation Failed' with the choice kept.
 */
export const docAssignMachine = setup({
  types: {
    input: {} as DocAssignInput,
    context: {} as DocAssignContext,
    events: {} as DocAssignEvent,
    tags: {} as 'busy',
  },
  actors: {
    assignDocuments: unprovided<unknown, AssignDocumentsInput>('assignDocuments'),
  },
  guards: {
    isComplete: ({ context }) => isAssignComplete(context.username, context.doctype),
  },
  actions: {
    keepUser: assign(({ event }) =>
      event.type === 'user.pick' ? { username: event.username } : {},
    ),
    keepDoctype: assign(({ event }) =>
      event.type === 'doctype.pick' ? { doctype: event.doctype } : {},
    ),
    // Given by the host: the grid reads its documents again.
    reloadDocuments: () => {},
  },
}).createMachine({
  id: 'docAssign',
  context: ({ input }) => ({
    docIds: input.docIds,
    loanId: input.loanId,
    username: '',
    doctype: '',
  }),
  initial: 'editing',
  states: {
    editing: {
      on: { ...PICKS, 'assign.confirm': { guard: 'isComplete', target: 'assigning' }, ...CLOSE },
    },
    assigning: {
      tags: 'busy',
      invoke: {
        id: 'assignDocuments',
        src: 'assignDocuments',
        input: ({ context }) => ({
          docIds: context.docIds,
          username: context.username,
          doctype: context.doctype,
          loanId: context.loanId,
        }),
        onDone: { target: 'assigned', actions: 'reloadDocuments' },
        onError: 'failed',
      },
    },
    assigned: { description: "'Document assigned to loan share'", on: CLOSE },
    failed: {
      description: "'Operation Failed', the choice kept for another try",
      on: { ...PICKS, 'assign.confirm': { guard: 'isComplete', target: 'assigning' }, ...CLOSE },
    },
    closed: { type: 'final' },
  },
});
