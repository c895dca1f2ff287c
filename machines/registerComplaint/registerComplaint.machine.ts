import { assign, not, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type {
  ComplaintCategory,
  RegisterComplaintInput,
  RegisteredComplaint,
} from './registerComplaint.actors.ts';
import { capComplaint, capMobile, hasComplaint, isValidMobile } from './registerComplaint.rules.ts';

export type RegisterComplaintContext = {
  username: string;
  complaint: string;
  category: ComplaintCategory;
  /** The server's words after a failed register. */
  error: string | null;
  /** The customer of the complaint last registered (said after the dialog closes). */
  registered: string | null;
};

export type RegisterComplaintEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'mobile.change'; value: string }
  | { type: 'complaint.change'; value: string }
  | { type: 'category.change'; value: ComplaintCategory }
  | { type: 'complaint.register' };

const EMPTY = { username: '', complaint: '', category: 'other' as ComplaintCategory, error: null };

/** Any change of a value: back to editing (a refusal's words go), the value kept. */
const edit = { target: '.editing', actions: 'assignEdit' } as const;

/**
 * Register complaint (spec part 2 §6, §7 'complaint/register-complaint'): a dialog over the
 * complaints list takes the customer's 10-digit mobile number, the complaint and its category;
 * a wrong number says the spec's 'Please provide a correct mobile number', an empty complaint
 * asks for one; the server's words show on a refusal with every value kept. Once registered the
 * dialog closes, the list is refreshed (complaintRegistered) and the form starts empty.
 */
export const registerComplaintMachine = setup({
  types: {
    context: {} as RegisterComplaintContext,
    events: {} as RegisterComplaintEvent,
    tags: {} as 'dialog' | 'busy' | 'error',
  },
  actors: {
    registerComplaint: unprovided<RegisteredComplaint, RegisterComplaintInput>('registerComplaint'),
  },
  guards: {
    hasValidMobile: ({ context }) => isValidMobile(context.username),
    hasComplaint: ({ context }) => hasComplaint(context.complaint),
  },
  actions: {
    assignEdit: assign(({ event }) => {
      switch (event.type) {
        case 'mobile.change':
          return { username: capMobile(event.value), error: null };
        case 'complaint.change':
          return { complaint: capComplaint(event.value), error: null };
        case 'category.change':
          return { category: event.value, error: null };
        default:
          return {};
      }
    }),
    /** The list shows the new complaint (the app refreshes its query). */
    complaintRegistered: () => {},
  },
}).createMachine({
  id: 'registerComplaint',
  context: { ...EMPTY, registered: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'the list, with Register complaint',
      on: { 'dialog.open': 'open' },
    },
    open: {
      tags: 'dialog',
      initial: 'form',
      states: {
        form: {
          initial: 'editing',
          on: {
            'mobile.change': edit,
            'complaint.change': edit,
            'category.change': edit,
            'complaint.register': [
              { guard: not('hasValidMobile'), target: '.badMobile' },
              { guard: not('hasComplaint'), target: '.noComplaint' },
              { target: 'saving' },
            ],
            // Closed without registering: what was typed stays for the next opening.
            'dialog.close': '#registerComplaint.closed',
          },
          states: {
            editing: {},
            badMobile: { description: "'Please provide a correct mobile number'", tags: 'error' },
            noComplaint: { description: "'Please write the complaint.'", tags: 'error' },
            failed: {
              description: "the server's words; every value kept",
              tags: 'error',
            },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'registerComplaint',
            src: 'registerComplaint',
            input: ({ context }) => ({
              username: context.username,
              complaint: context.complaint.trim(),
              category: context.category,
            }),
            onDone: {
              target: '#registerComplaint.registered',
              actions: [
                assign(({ event }) => ({ ...EMPTY, registered: event.output.username })),
                'complaintRegistered',
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
    registered: {
      description: "'Complaint registered for …': the list shows it",
      on: { 'dialog.open': 'open' },
    },
  },
});
