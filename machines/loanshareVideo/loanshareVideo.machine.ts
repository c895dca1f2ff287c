import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type {
  AssignLoanshareVideoInput,
  AssignLoanshareVideoOutput,
} from './loanshareVideo.actors.ts';

export type LoanshareVideoContext = {
  loanId: number;
  username: string;
  /** The share's video now (video_doc_id), as the server last said. */
  assigned: number | null;
  /** The video chosen in the picker; nothing is sent until Assign. */
  picked: number | null;
  error: string | null;
};

export type LoanshareVideoInput = { loanId: number; username: string; assigned: number | null };

export type LoanshareVideoEvent =
  | { type: 'video.pick'; docId: number | null }
  | { type: 'video.assign' };

const PICK = { actions: 'keepPick' } as const;

/**
 * Assigning one of a co-borrower's videos to their loan share (spec part 1 §7 'assign video to
 * loan share'): pick a video, Assign sends it once; the answer's video becomes the one shown, a
 * refusal shows the server's words and keeps the choice for another try.
 */
export const loanshareVideoMachine = setup({
  types: {
    input: {} as LoanshareVideoInput,
    context: {} as LoanshareVideoContext,
    events: {} as LoanshareVideoEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    assignLoanshareVideo: unprovided<AssignLoanshareVideoOutput, AssignLoanshareVideoInput>(
      'assignLoanshareVideo',
    ),
  },
  guards: {
    // Assign needs a video chosen that is not the share's video already.
    canAssign: ({ context }) => context.picked !== null && context.picked !== context.assigned,
  },
  actions: {
    keepPick: assign(({ event }) => (event.type === 'video.pick' ? { picked: event.docId } : {})),
    keepAssigned: assign((_, params: { output: AssignLoanshareVideoOutput }) => ({
      assigned: params.output.video_doc_id,
      picked: null,
      error: null,
    })),
    keepError: assign((_, params: { error: unknown }) => ({
      error: toServiceError(params.error).message,
    })),
  },
}).createMachine({
  id: 'loanshareVideo',
  context: ({ input }) => ({
    loanId: input.loanId,
    username: input.username,
    assigned: input.assigned,
    picked: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'video.pick': PICK, 'video.assign': { guard: 'canAssign', target: 'assigning' } },
    },
    assigning: {
      tags: 'busy',
      invoke: {
        id: 'assignLoanshareVideo',
        src: 'assignLoanshareVideo',
        input: ({ context }) => ({
          username: context.username,
          doc_id: context.picked!,
          loan_id: context.loanId,
        }),
        onDone: {
          target: 'assigned',
          actions: { type: 'keepAssigned', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    assigned: {
      description: 'the new video shows with its player',
      on: { 'video.pick': { target: 'idle', actions: 'keepPick' } },
    },
    failed: {
      tags: 'error',
      description: 'the server’s words; the choice is kept',
      on: {
        'video.pick': { target: 'idle', actions: 'keepPick' },
        'video.assign': { guard: 'canAssign', target: 'assigning' },
      },
    },
  },
});
