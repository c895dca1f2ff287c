import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { BusinessProfileInput, SavedProfile } from './businessProfile.actors.ts';
import {
  type BusinessProfileField,
  type BusinessProfileValues,
  profileProblem,
  saveBodyOf,
} from './businessProfile.rules.ts';

export type BusinessProfileContext = {
  values: BusinessProfileValues;
  /** Why Save did not send (a validation message). */
  problem: string | null;
  /** The server's words after a failed save. */
  error: string | null;
};

export type BusinessProfileEvent =
  | { type: 'field.change'; field: BusinessProfileField; value: string }
  | { type: 'document.change'; doc_group_id: string; business_doc_type: string }
  | { type: 'profile.save' }
  | { type: 'profile.retry' };

export type BusinessProfileMachineInput = { values: BusinessProfileValues };

/**
 * The business (chat) profile form (spec part 2 §3, §7 'POST business/profile'): edit, Save.
 * Save checks every field first and says what is missing; the server's refusal shows in its
 * words with Retry. Nothing typed is lost to a failure.
 */
export const businessProfileMachine = setup({
  types: {
    input: {} as BusinessProfileMachineInput,
    context: {} as BusinessProfileContext,
    events: {} as BusinessProfileEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    saveBusinessProfile: unprovided<SavedProfile, BusinessProfileInput>('saveBusinessProfile'),
  },
  guards: {
    isComplete: ({ context }) => profileProblem(context.values) === null,
  },
  actions: {
    assignField: assign(({ context, event }) =>
      event.type === 'field.change'
        ? { values: { ...context.values, [event.field]: event.value } }
        : event.type === 'document.change'
          ? {
              values: {
                ...context.values,
                doc_group_id: event.doc_group_id,
                business_doc_type: event.business_doc_type,
              },
            }
          : {},
    ),
    assignProblem: assign(({ context }) => ({ problem: profileProblem(context.values) })),
  },
}).createMachine({
  id: 'businessProfile',
  context: ({ input }) => ({ values: input.values, problem: null, error: null }),
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        'field.change': { target: '.editing', actions: 'assignField' },
        'document.change': { target: '.editing', actions: 'assignField' },
        'profile.save': [
          { guard: 'isComplete', target: 'saving' },
          { target: '.invalid', actions: 'assignProblem' },
        ],
      },
      states: {
        editing: {},
        invalid: { description: 'What is missing or wrong, in words', tags: 'error' },
        saved: { description: "'Profile saved successfully'" },
        failed: {
          description: "The server's words, with Retry; every value kept",
          tags: 'error',
          on: { 'profile.retry': '#businessProfile.saving' },
        },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveBusinessProfile',
        src: 'saveBusinessProfile',
        input: ({ context }) => saveBodyOf(context.values),
        onDone: { target: 'form.saved', actions: assign({ error: null, problem: null }) },
        onError: {
          target: 'form.failed',
          actions: assign(({ event }) => ({ error: toServiceError(event.error).message })),
        },
      },
    },
  },
});
