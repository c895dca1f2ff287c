import { and, assign, setup } from 'xstate';
import { isGranted } from '../../src/domain/access/customerPage.ts';
import type { RoleFlags } from '../../src/domain/access/roles.ts';
import {
  canSubmitVerification,
  type EmployerAddressDraft,
  type EmployerAddressField,
  type EmployerRating,
  isCompleteEmployer,
} from '../../src/domain/employers.ts';
import { employerMessages } from '../../src/domain/messages/employer.ts';
import { unprovided } from '../shared/calls.ts';
import type { EmployerAddress } from './employerDetails.actors.ts';

const M = employerMessages;

export type EmployerDetailsContext = {
  flags: RoleFlags;
  detailsId: number | null;
  verified: boolean;
  name: string;
  rating: EmployerRating | null;
  saved: EmployerAddressDraft;
  draft: EmployerAddressDraft;
  nameDraft: string;
  pendingRating: EmployerRating | null;
  error: string | null;
};

export type EmployerDetailsEvent =
  | { type: 'employer.edit' }
  | { type: 'edit.field'; field: EmployerAddressField; value: string }
  | { type: 'edit.save' }
  | { type: 'edit.cancel' }
  | { type: 'employer.verify' }
  | { type: 'verify.confirm' }
  | { type: 'verify.cancel' }
  | { type: 'employer.rename' }
  | { type: 'name.change'; value: string }
  | { type: 'name.save' }
  | { type: 'rating.change'; rating: EmployerRating }
  | { type: 'employer.replace' }
  | { type: 'replace.confirm' }
  | { type: 'replace.cancel' }
  | { type: 'replace.close' }
  | { type: 'replace.done' };

export type EmployerDetailsInput = Pick<
  EmployerDetailsContext,
  'flags' | 'detailsId' | 'verified' | 'name' | 'rating' | 'saved'
>;

const adopt = (a: EmployerAddress) => ({
  verified: a.valid,
  name: a.employer_name,
  rating: a.rating,
  saved: {
    employer_address: a.employer_address,
    employer_address_landmark: a.employer_address_landmark,
    employer_address_city: a.employer_address_city,
    employer_address_state: a.employer_address_state,
    employer_address_pin: a.employer_address_pin,
  },
  error: null,
});

/**
 * The profile's employer, Verified or Unverified (spec part 1 §4-§6): an unverified one may be
 * edited (every field but the valid flag) or verified (after a confirmation, with its id and
 * every field); a verified one is not edited. The name and the rating have their own rights.
 * An unverified one may also be replaced, after a confirmation, by an address picked in the
 * employer search dialog (which saves it). Each right is the customer-page rule table's (`editEmployer`, `verifyEmployer`,
 * `editEmployerName`, `rateEmployer`).
 */
export const employerDetailsMachine = setup({
  types: {
    input: {} as EmployerDetailsInput,
    context: {} as EmployerDetailsContext,
    events: {} as EmployerDetailsEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    editEmployer: unprovided<EmployerAddress, { detailsId: number; fields: EmployerAddressDraft }>(
      'editEmployer',
    ),
    verifyEmployer: unprovided<EmployerAddress, { detailsId: number }>('verifyEmployer'),
    renameEmployer: unprovided<EmployerAddress, { detailsId: number; name: string }>(
      'renameEmployer',
    ),
    rateEmployer: unprovided<EmployerAddress, { detailsId: number; rating: EmployerRating }>(
      'rateEmployer',
    ),
  },
  guards: {
    mayEdit: ({ context: c }) =>
      c.detailsId !== null && !c.verified && isGranted(c.flags, 'editEmployer'),
    // Replacing is an edit of the profile's employer: the same right, never a verified one (§4).
    mayReplace: ({ context: c }) =>
      c.detailsId !== null && !c.verified && isGranted(c.flags, 'editEmployer'),
    mayVerify: ({ context: c }) => !c.verified && isGranted(c.flags, 'verifyEmployer'),
    mayRename: ({ context: c }) => c.detailsId !== null && isGranted(c.flags, 'editEmployerName'),
    mayRate: ({ context: c }) => c.detailsId !== null && isGranted(c.flags, 'rateEmployer'),
    isComplete: ({ context }) => isCompleteEmployer(context.draft),
    isVerifiable: ({ context }) => canSubmitVerification(context.detailsId, context.saved),
    hasName: ({ context }) => context.nameDraft.trim() !== '',
  },
  actions: {
    // Given by the view: the house toaster, and the profile read again after a save.
    toast: (_, _params: { text: string }) => {},
    employerChanged: () => {},
  },
}).createMachine({
  id: 'employerDetails',
  context: ({ input }) => ({
    ...input,
    draft: input.saved,
    nameDraft: input.name,
    pendingRating: null,
    error: null,
  }),
  initial: 'viewing',
  states: {
    viewing: {
      on: {
        'employer.edit': {
          guard: 'mayEdit',
          target: 'editing',
          actions: assign(({ context }) => ({ draft: context.saved, error: null })),
        },
        // Verify needs the id and every field (§5) before it asks for the confirmation.
        'employer.verify': [
          {
            guard: and(['mayVerify', 'isVerifiable']),
            target: 'confirmingVerify',
            actions: assign({ error: null }),
          },
          { guard: 'mayVerify', actions: assign({ error: M.fillEmployerDetailsFirst }) },
        ],
        'employer.rename': {
          guard: 'mayRename',
          target: 'renaming',
          actions: assign(({ context }) => ({ nameDraft: context.name, error: null })),
        },
        'rating.change': {
          guard: 'mayRate',
          target: 'savingRating',
          actions: assign(({ event }) => ({ pendingRating: event.rating, error: null })),
        },
        'employer.replace': {
          guard: 'mayReplace',
          target: 'confirmingReplace',
          actions: assign({ error: null }),
        },
      },
    },
    confirmingReplace: {
      description: "'Are you sure you want to proceed?' before the search opens",
      on: {
        'replace.confirm': 'replacing',
        'replace.cancel': 'viewing',
      },
    },
    replacing: {
      description: 'the employer search dialog picks the replacement and saves it',
      on: {
        'replace.done': { target: 'viewing', actions: 'employerChanged' },
        'replace.close': 'viewing',
      },
    },
    editing: {
      on: {
        'edit.field': {
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, [event.field]: event.value },
          })),
        },
        'edit.save': [
          { guard: 'isComplete', target: 'savingEdit' },
          { actions: assign({ error: M.fillAllDetailsFirst }) },
        ],
        'edit.cancel': { target: 'viewing', actions: assign({ error: null }) },
      },
    },
    savingEdit: {
      tags: 'busy',
      invoke: {
        id: 'editEmployer',
        src: 'editEmployer',
        input: ({ context }) => ({ detailsId: context.detailsId!, fields: context.draft }),
        onDone: {
          target: 'viewing',
          actions: [assign(({ event }) => adopt(event.output)), 'employerChanged'],
        },
        onError: { target: 'editing', actions: assign({ error: M.updateFailed }) },
      },
    },
    confirmingVerify: {
      on: {
        'verify.confirm': 'verifying',
        'verify.cancel': 'viewing',
      },
    },
    verifying: {
      tags: 'busy',
      invoke: {
        id: 'verifyEmployer',
        src: 'verifyEmployer',
        input: ({ context }) => ({ detailsId: context.detailsId! }),
        onDone: {
          target: 'viewing',
          actions: [assign(({ event }) => adopt(event.output)), 'employerChanged'],
        },
        onError: { target: 'viewing', actions: assign({ error: M.updateFailed }) },
      },
    },
    renaming: {
      on: {
        'name.change': { actions: assign(({ event }) => ({ nameDraft: event.value })) },
        'name.save': { guard: 'hasName', target: 'savingName' },
        'edit.cancel': { target: 'viewing', actions: assign({ error: null }) },
      },
    },
    savingName: {
      tags: 'busy',
      invoke: {
        id: 'renameEmployer',
        src: 'renameEmployer',
        input: ({ context }) => ({ detailsId: context.detailsId!, name: context.nameDraft.trim() }),
        onDone: {
          target: 'viewing',
          actions: [
            assign(({ event }) => adopt(event.output)),
            { type: 'toast', params: { text: M.nameUpdated } },
            'employerChanged',
          ],
        },
        onError: { target: 'renaming', actions: assign({ error: M.nameUpdateFailed }) },
      },
    },
    savingRating: {
      tags: 'busy',
      invoke: {
        id: 'rateEmployer',
        src: 'rateEmployer',
        input: ({ context }) => ({ detailsId: context.detailsId!, rating: context.pendingRating! }),
        onDone: {
          target: 'viewing',
          actions: [assign(({ event }) => adopt(event.output)), 'employerChanged'],
        },
        onError: { target: 'viewing', actions: assign({ error: M.updateFailed }) },
      },
    },
  },
});
