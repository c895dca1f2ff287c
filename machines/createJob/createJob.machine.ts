import { and, assign, not, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { CreatedJob, CreateJobInput, JobType } from './createJob.actors.ts';
import {
  capChannel,
  capDays,
  capMessage,
  hasText,
  isValidDays,
  jobBody,
} from './createJob.rules.ts';

export type CreateJobContext = {
  type: JobType;
  /** The reminder sweep's days overdue, as typed (digits). */
  days: string;
  channel: string;
  message: string;
  /** The server's words after a failed create. */
  error: string | null;
  /** The id of the job last created (said after the dialog closes). */
  created: number | null;
};

export type CreateJobEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'type.change'; value: JobType }
  | { type: 'days.change'; value: string }
  | { type: 'channel.change'; value: string }
  | { type: 'message.change'; value: string }
  | { type: 'job.create' };

const EMPTY = {
  type: 'reminder_sweep' as JobType,
  days: '',
  channel: '',
  message: '',
  error: null,
};

/** Any change of a value: back to editing (a refusal's words go), the value kept. */
const edit = { target: '.editing', actions: 'assignEdit' } as const;

/**
 * Create job (issue 21 §1; spec part 2 §7 'jobs/job-create'): a dialog over the jobs list takes
 * the job's type, then that type's parameters (a reminder sweep's days overdue; a channel
 * message's channel and message). A missing or out-of-range parameter is refused before the
 * call; the server's words show on its refusal with every value kept. Once created the dialog
 * closes, the list shows the new job (jobCreated) and the form starts empty.
 */
export const createJobMachine = setup({
  types: {
    context: {} as CreateJobContext,
    events: {} as CreateJobEvent,
    tags: {} as 'dialog' | 'busy' | 'error',
  },
  actors: {
    createJob: unprovided<CreatedJob, CreateJobInput>('createJob'),
  },
  guards: {
    isSweep: ({ context }) => context.type === 'reminder_sweep',
    hasValidDays: ({ context }) => isValidDays(context.days),
    hasChannel: ({ context }) => hasText(context.channel),
    hasMessage: ({ context }) => hasText(context.message),
  },
  actions: {
    assignEdit: assign(({ event }) => {
      switch (event.type) {
        case 'type.change':
          return { type: event.value, error: null };
        case 'days.change':
          return { days: capDays(event.value), error: null };
        case 'channel.change':
          return { channel: capChannel(event.value), error: null };
        case 'message.change':
          return { message: capMessage(event.value), error: null };
        default:
          return {};
      }
    }),
    /** The list shows the new job (the app refreshes its query). */
    jobCreated: () => {},
  },
}).createMachine({
  id: 'createJob',
  context: { ...EMPTY, created: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'the list, with Create job',
      on: { 'dialog.open': 'open' },
    },
    open: {
      tags: 'dialog',
      initial: 'form',
      states: {
        form: {
          initial: 'editing',
          on: {
            'type.change': edit,
            // Only the chosen type's fields are on the form.
            'days.change': { ...edit, guard: 'isSweep' },
            'channel.change': { ...edit, guard: not('isSweep') },
            'message.change': { ...edit, guard: not('isSweep') },
            'job.create': [
              { guard: and(['isSweep', not('hasValidDays')]), target: '.badDays' },
              { guard: and([not('isSweep'), not('hasChannel')]), target: '.noChannel' },
              { guard: and([not('isSweep'), not('hasMessage')]), target: '.noMessage' },
              { target: 'saving' },
            ],
            // Closed without creating: what was typed stays for the next opening.
            'dialog.close': '#createJob.closed',
          },
          states: {
            editing: {},
            badDays: {
              description: "'Please enter the days overdue, from 1 to 180.'",
              tags: 'error',
            },
            noChannel: { description: "'Please enter the channel name.'", tags: 'error' },
            noMessage: { description: "'Please write the message.'", tags: 'error' },
            failed: { description: "the server's words; every value kept", tags: 'error' },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'createJob',
            src: 'createJob',
            input: ({ context }) => jobBody(context),
            onDone: {
              target: '#createJob.created',
              actions: [
                assign(({ event }) => ({ ...EMPTY, created: event.output.id })),
                'jobCreated',
              ],
            },
            onError: {
              target: 'form.failed',
              actions: assign(({ event }) => ({ error: toServiceError(event.error).message })),
            },
          },
        },
      },
    },
    created: {
      description: "'Job … is queued.': the list shows it",
      on: { 'dialog.open': 'open' },
    },
  },
});
