import { assign, not, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import {
  capName,
  isValidLeadMobile,
  isValidLeadName,
  sanitizeMobile,
  toCreateLeadBody,
} from './createLead.rules.ts';
import type { CreateLeadBody, CreateLeadResult, GeoPoint } from './createLead.types.ts';

export type CreateLeadContext = {
  mobile: string;
  name: string;
  /** The agent's position, asked for on each Submit. */
  location: GeoPoint | null;
  /** The server's words after the lead was created. */
  message: string | null;
  /** The server's words from the last failed attempt. */
  error: string | null;
};

export type CreateLeadEvent =
  | { type: 'lead.open' }
  | { type: 'lead.close' }
  | { type: 'mobile.change'; value: string }
  | { type: 'name.change'; value: string }
  | { type: 'lead.submit' };

const EMPTY = { mobile: '', name: '', location: null, error: null } as const;

/**
 * 'Create New Lead' (spec part 1 §7 'create new lead POST {username}', §8): a dialog with the
 * lead's mobile number and an optional name. Submit checks them, then asks the browser for the
 * agent's position (refused or unavailable: the spec's 'Please allow location…'), then sends
 * both. Success closes the dialog with the server's words; any failure keeps what was typed.
 */
export const createLeadMachine = setup({
  types: {
    context: {} as CreateLeadContext,
    events: {} as CreateLeadEvent,
    tags: {} as 'dialog' | 'busy' | 'error',
  },
  actors: {
    getLocation: unprovided<GeoPoint, void>('getLocation'),
    createNewLead: unprovided<CreateLeadResult, CreateLeadBody>('createNewLead'),
  },
  guards: {
    hasValidMobile: ({ context }) => isValidLeadMobile(context.mobile),
    hasValidName: ({ context }) => isValidLeadName(context.name),
  },
  actions: {
    setMobile: assign(({ event }) => ({
      mobile: sanitizeMobile(event.type === 'mobile.change' ? event.value : ''),
    })),
    setName: assign(({ event }) => ({
      name: capName(event.type === 'name.change' ? event.value : ''),
    })),
  },
}).createMachine({
  id: 'createLead',
  context: { ...EMPTY, message: null },
  initial: 'closed',
  states: {
    closed: {
      initial: 'idle',
      on: { 'lead.open': { target: 'open', actions: assign({ message: null }) } },
      states: {
        idle: {},
        created: { description: "the lead was created: the server's words show" },
      },
    },
    open: {
      tags: 'dialog',
      initial: 'editing',
      states: {
        editing: {
          initial: 'idle',
          on: {
            'mobile.change': { target: '.idle', actions: 'setMobile' },
            'name.change': { target: '.idle', actions: 'setName' },
            'lead.submit': [
              { guard: not('hasValidMobile'), target: '.mobileInvalid' },
              { guard: not('hasValidName'), target: '.nameInvalid' },
              { target: 'locating' },
            ],
            // Cancel keeps what was typed for the next opening.
            'lead.close': '#createLead.closed.idle',
          },
          states: {
            idle: { description: 'the form takes input', entry: assign({ error: null }) },
            mobileInvalid: { description: 'the number is not ten digits', tags: 'error' },
            nameInvalid: { description: 'a name of one or two characters', tags: 'error' },
            locationDenied: { description: 'no position: refused or unavailable', tags: 'error' },
            failed: { description: "the server's words show", tags: 'error' },
          },
        },
        locating: {
          description: "the browser asks for the agent's position",
          tags: 'busy',
          invoke: {
            id: 'getLocation',
            src: 'getLocation',
            onDone: {
              target: 'submitting',
              actions: assign({ location: ({ event }) => event.output }),
            },
            onError: { target: 'editing.locationDenied', actions: assign({ location: null }) },
          },
          // A prompt left unanswered must not hold the agent: Cancel still closes.
          on: { 'lead.close': '#createLead.closed.idle' },
        },
        submitting: {
          description: 'the lead is on its way',
          tags: 'busy',
          invoke: {
            id: 'createNewLead',
            src: 'createNewLead',
            input: ({ context }) => toCreateLeadBody({ ...context, location: context.location! }),
            onDone: {
              target: '#createLead.closed.created',
              actions: assign(({ event }) => ({ ...EMPTY, message: event.output.message })),
            },
            onError: {
              target: 'editing.failed',
              actions: assign(({ event }) => ({ error: toServiceError(event.error).message })),
            },
          },
        },
      },
    },
  },
});
