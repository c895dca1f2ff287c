import { assign, setup } from 'xstate';
import {
  canAddNewCompany,
  EMPTY_ADDRESS_DRAFT,
  type EmployerAddressDraft,
  type EmployerAddressField,
  invalidAddressFields,
  isValidAddressField,
  parseLatLong,
  permanentAddressQuery,
  pickIndianResult,
  reusedComment,
} from '../../src/domain/employers.ts';
import { employerMessages } from '../../src/domain/messages/employer.ts';
import { toServiceError, unprovided } from '../shared/calls.ts';
import { employerSearchOn, employerSearchStates } from '../shared/employerSearch.ts';
import type {
  CreatedEmployerAddress,
  Employer,
  EmployerAddress,
  EmployerReplacement,
  GeocodeCandidate,
  NewEmployerAddress,
} from './employerPick.actors.ts';
import { EMPLOYER_PICK_TEXTS } from './employerPick.texts.ts';

/** A field of the new-address form: the address fields and the location pair. */
export type DraftField = EmployerAddressField | 'lat' | 'long';
/** What may be shown red: an address field, or the location as a whole. */
export type InvalidField = EmployerAddressField | 'location';

export type EmployerPickContext = {
  username: string;
  query: string;
  employers: Employer[];
  /** The company picked, or the new company being added (id null). */
  employer: { id: number | null; employer: string } | null;
  addresses: EmployerAddress[];
  selected: number | null;
  comment: string;
  draft: EmployerAddressDraft;
  lat: string;
  long: string;
  invalid: InvalidField[];
  /** How the last Locate ended: found, nothing in India, or the server's words. */
  located: 'found' | 'none' | null;
  error: string | null;
  /** One per save intent: a retry repeats it (Idempotency-Key). */
  attempt: number;
  /** The profile's employer address the pick replaces; null when it adds a sub-employer. */
  replacing: number | null;
};

export type EmployerPickEvent =
  | { type: 'company.type'; text: string }
  | { type: 'company.pick'; employer: Employer }
  | { type: 'company.add' }
  | { type: 'company.back' }
  | { type: 'address.select'; id: number }
  | { type: 'address.new' }
  | { type: 'address.field'; field: DraftField; value: string }
  | { type: 'address.locate' }
  /** A point placed on the map (click or Enter): the location pair. */
  | { type: 'address.point'; lat: number; long: number }
  | { type: 'address.save' }
  | { type: 'comment.change'; text: string }
  | { type: 'pick.confirm' }
  | { type: 'pick.retry' };

export type EmployerPickInput = {
  username: string;
  /** The customer's comments, newest first: 'Okay' reuses the first meaningful one (§5). */
  comments: readonly string[];
  /** The profile's (unverified) employer address to replace by the pick, if that is the aim. */
  replacing?: number | null;
};

const M = employerMessages;

// Back from the form leads where it was opened from: the company search for a new company, else
// the company's addresses. (No way back while a call runs.)
const BACK_FROM_FORM = [
  {
    guard: ({ context }: { context: EmployerPickContext }) => context.employer?.id === null,
    target: '#employerPick.company.listed',
    actions: 'clearEmployer',
  },
  { target: '#employerPick.addresses.listed' },
] as const;
const draftInvalid = (c: EmployerPickContext): InvalidField[] => [
  ...invalidAddressFields(c.draft),
  ...(parseLatLong(c.lat, c.long) ? [] : (['location'] as const)),
];

/**
 * The employer search dialog of the customer profile (spec part 1 §2, §4 'Employer flow', §5):
 * search a company (debounced 500 ms; blank clears), pick it and one of its addresses or add a
 * new address (or a new company when none fits, its name longer than 3 characters), located by
 * geocoding the address, by a point placed on the map or by a typed latitude/longitude; 'Okay' saves the comment and adds the
 * sub-employer; or, opened to replace the profile's unverified employer (§4), 'Okay' saves the
 * comment and replaces it by the picked address. Toasts and the profile reload are named actions
 * the view provides.
 */
export const employerPickMachine = setup({
  types: {
    input: {} as EmployerPickInput,
    context: {} as EmployerPickContext,
    events: {} as EmployerPickEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    searchEmployers: unprovided<Employer[], { name: string }>('searchEmployers'),
    listEmployerAddresses: unprovided<EmployerAddress[], { employerId: number }>(
      'listEmployerAddresses',
    ),
    geocodeAddress: unprovided<GeocodeCandidate[], { location: string }>('geocodeAddress'),
    saveNewAddress: unprovided<
      CreatedEmployerAddress,
      { address: NewEmployerAddress; attempt: number }
    >('saveNewAddress'),
    saveComment: unprovided<EmployerAddress, { detailsId: number; comment: string }>('saveComment'),
    addSubEmployer: unprovided<unknown, { username: string; detailsId: number; attempt: number }>(
      'addSubEmployer',
    ),
    replaceEmployer: unprovided<unknown, EmployerReplacement>('replaceEmployer'),
  },
  delays: {
    // Spec part 1 §5: the dialog's company search waits 500 ms after the last key.
    companyDebounce: 500,
  },
  guards: {
    isNewCompanyName: ({ context }) => canAddNewCompany(context.query),
    hasSelection: ({ context }) => context.selected !== null,
    isReplacing: ({ context }) => context.replacing !== null,
    // The address being replaced is no choice for its replacement.
    isOtherAddress: ({ context, event }) =>
      event.type === 'address.select' && event.id !== context.replacing,
    isDraftValid: ({ context }) => draftInvalid(context).length === 0,
    hasLocationQuery: ({ context }) => locationQuery(context) !== null,
  },
  actions: {
    // Given by the view: the house toaster, and the profile read asked again after 'Okay'.
    toast: (_, _params: { texts: readonly string[] }) => {},
    employerChanged: () => {},
    nextAttempt: assign(({ context }) => ({ attempt: context.attempt + 1 })),
    pickCompany: assign(({ event }) =>
      event.type === 'company.pick'
        ? {
            employer: { id: event.employer.id, employer: event.employer.employer },
            selected: null,
          }
        : {},
    ),
    addCompany: assign(({ context }) => ({
      employer: { id: null, employer: context.query.trim() },
    })),
    clearEmployer: assign({ employer: null, addresses: [], selected: null, error: null }),
    startDraft: assign({
      draft: EMPTY_ADDRESS_DRAFT,
      lat: '',
      long: '',
      invalid: [],
      located: null,
      error: null,
    }),
    // Six decimals: about 10 cm, more than a map click means.
    setPoint: assign(({ context, event }) =>
      event.type === 'address.point'
        ? {
            lat: event.lat.toFixed(6),
            long: event.long.toFixed(6),
            // Placed by hand: no longer the place the address was located at.
            located: null,
            invalid: context.invalid.filter((f) => f !== 'location'),
          }
        : {},
    ),
    setField: assign(({ context, event }) => {
      if (event.type !== 'address.field') return {};
      const { field, value } = event;
      const draft =
        field === 'lat' || field === 'long' ? context.draft : { ...context.draft, [field]: value };
      const lat = field === 'lat' ? value : context.lat;
      const long = field === 'long' ? value : context.long;
      // A red field turns back once it is filled right (§5 'errors clear when filled').
      const fixed = (f: InvalidField) =>
        f === 'location' ? parseLatLong(lat, long) !== null : isValidAddressField(f, draft[f]);
      return { draft, lat, long, invalid: context.invalid.filter((f) => !fixed(f)) };
    }),
  },
}).createMachine({
  id: 'employerPick',
  context: ({ input }) => ({
    username: input.username,
    query: '',
    employers: [],
    employer: null,
    addresses: [],
    selected: null,
    comment: reusedComment(input.comments),
    draft: EMPTY_ADDRESS_DRAFT,
    lat: '',
    long: '',
    invalid: [],
    located: null,
    error: null,
    attempt: 0,
    replacing: input.replacing ?? null,
  }),
  initial: 'company',
  states: {
    company: {
      initial: 'idle',
      on: employerSearchOn('company.type'),
      states: employerSearchStates(
        { typeEvent: 'company.type', retryEvent: 'pick.retry', delay: 'companyDebounce' },
        {
          description: "the companies found, and 'Add New Company' for a name longer than 3",
          on: {
            'company.pick': { target: '#employerPick.addresses', actions: 'pickCompany' },
            'company.add': {
              guard: 'isNewCompanyName',
              target: '#employerPick.newAddress',
              actions: 'addCompany',
            },
          },
        },
      ),
    },
    addresses: {
      initial: 'loading',
      on: { 'company.back': { target: '#employerPick.company.listed', actions: 'clearEmployer' } },
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'listEmployerAddresses',
            src: 'listEmployerAddresses',
            input: ({ context }) => ({ employerId: context.employer!.id! }),
            onDone: {
              target: 'listed',
              actions: assign(({ event }) => ({ addresses: event.output, error: null })),
            },
            onError: {
              target: 'failed',
              actions: assign(({ event }) => ({ error: toServiceError(event.error).message })),
            },
          },
        },
        failed: { tags: 'error', on: { 'pick.retry': 'loading' } },
        listed: {
          on: {
            'address.select': {
              guard: 'isOtherAddress',
              target: 'listed',
              actions: assign(({ event }) => ({ selected: event.id, error: null })),
            },
            'address.new': { target: '#employerPick.newAddress', actions: 'startDraft' },
            'comment.change': { actions: assign(({ event }) => ({ comment: event.text })) },
            'pick.confirm': [
              { guard: 'hasSelection', target: '#employerPick.confirming', actions: 'nextAttempt' },
              { target: 'unselected' },
            ],
          },
        },
        unselected: {
          description: "'Please select an address'",
          tags: 'error',
          on: {
            'address.select': {
              guard: 'isOtherAddress',
              target: 'listed',
              actions: assign(({ event }) => ({ selected: event.id })),
            },
            'address.new': { target: '#employerPick.newAddress', actions: 'startDraft' },
            'comment.change': { actions: assign(({ event }) => ({ comment: event.text })) },
          },
        },
      },
    },
    newAddress: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'company.back': BACK_FROM_FORM,
            'address.field': { actions: 'setField' },
            'address.point': { actions: 'setPoint' },
            'address.locate': { guard: 'hasLocationQuery', target: 'locating' },
            'address.save': [
              { guard: 'isDraftValid', target: 'saving', actions: 'nextAttempt' },
              {
                target: 'editing',
                actions: assign(({ context }) => ({ invalid: draftInvalid(context) })),
              },
            ],
          },
        },
        locating: {
          tags: 'busy',
          invoke: {
            id: 'geocodeAddress',
            src: 'geocodeAddress',
            input: ({ context }) => ({ location: locationQuery(context)! }),
            onDone: {
              target: 'editing',
              actions: assign(({ context, event }) => {
                const found = pickIndianResult(event.output);
                if (!found) return { located: 'none' as const, error: null };
                return {
                  located: 'found' as const,
                  lat: String(found.lat),
                  long: String(found.long),
                  error: null,
                  invalid: context.invalid.filter((f) => f !== 'location'),
                };
              }),
            },
            onError: {
              target: 'editing',
              actions: assign(({ event }) => ({
                located: null,
                error: toServiceError(event.error).message,
              })),
            },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'saveNewAddress',
            src: 'saveNewAddress',
            input: ({ context }) => ({ address: newAddressOf(context), attempt: context.attempt }),
            onDone: {
              target: '#employerPick.addresses',
              actions: [
                {
                  type: 'toast',
                  // A new company's address is new too: both toasts (spec §8).
                  params: ({ context, event }) => {
                    const name = context.employer!.employer;
                    return {
                      texts: event.output.created_employer
                        ? [M.employerAdded(name), M.addressAdded(name)]
                        : [M.addressAdded(name)],
                    };
                  },
                },
                assign(({ context, event }) => ({
                  employer: { id: event.output.employer_id, employer: context.employer!.employer },
                  selected: event.output.employer_details_id,
                  error: null,
                })),
              ],
            },
            onError: { target: 'failed', actions: assign({ error: M.saveFailed }) },
          },
        },
        failed: {
          tags: 'error',
          description: "'Failed to save employer details', the form kept",
          on: {
            'pick.retry': 'saving',
            'company.back': BACK_FROM_FORM,
            'address.field': { target: 'editing', actions: 'setField' },
            'address.point': { target: 'editing', actions: 'setPoint' },
          },
        },
      },
    },
    confirming: {
      initial: 'savingComment',
      states: {
        savingComment: {
          tags: 'busy',
          invoke: {
            id: 'saveComment',
            src: 'saveComment',
            input: ({ context }) => ({ detailsId: context.selected!, comment: context.comment }),
            onDone: [
              { guard: 'isReplacing', target: 'replacingEmployer' },
              { target: 'addingSubEmployer' },
            ],
            onError: { target: 'failed', actions: assign({ error: M.saveFailed }) },
          },
        },
        addingSubEmployer: {
          tags: 'busy',
          invoke: {
            id: 'addSubEmployer',
            src: 'addSubEmployer',
            input: ({ context }) => ({
              username: context.username,
              detailsId: context.selected!,
              attempt: context.attempt,
            }),
            onDone: {
              target: '#employerPick.done',
              actions: [
                {
                  type: 'toast',
                  params: ({ context }) => ({
                    texts: [M.subEmployerAdded(context.employer!.employer)],
                  }),
                },
                'employerChanged',
              ],
            },
            onError: { target: 'failed', actions: assign({ error: M.addSubEmployerFailed }) },
          },
        },
        replacingEmployer: {
          tags: 'busy',
          description: "the picked address replaces the profile's employer",
          invoke: {
            id: 'replaceEmployer',
            src: 'replaceEmployer',
            input: ({ context }) => ({
              username: context.username,
              currentDetailsId: context.replacing!,
              newDetailsId: context.selected!,
              attempt: context.attempt,
            }),
            onDone: {
              target: '#employerPick.done',
              actions: [
                {
                  type: 'toast',
                  params: ({ context }) => ({
                    texts: [EMPLOYER_PICK_TEXTS.replaced(context.employer!.employer)],
                  }),
                },
                'employerChanged',
              ],
            },
            onError: { target: 'failed', actions: assign({ error: M.updateFailed }) },
          },
        },
        failed: {
          tags: 'error',
          on: { 'pick.retry': 'savingComment', 'company.back': '#employerPick.addresses.listed' },
        },
      },
    },
    done: { type: 'final' },
  },
});

/** What Locate asks for: the spec's rule on the address, its city and pincode (§5). */
export function locationQuery(c: EmployerPickContext): string | null {
  const { employer_address, employer_address_city, employer_address_pin } = c.draft;
  if (employer_address.trim() === '' || employer_address_city.trim() === '') return null;
  return permanentAddressQuery(
    [employer_address, employer_address_city, employer_address_pin]
      .filter((s) => s.trim())
      .join(', '),
  );
}

function newAddressOf(c: EmployerPickContext): NewEmployerAddress {
  const location = parseLatLong(c.lat, c.long)!;
  const trimmed = Object.fromEntries(
    Object.entries(c.draft).map(([k, v]) => [k, v.trim()]),
  ) as EmployerAddressDraft;
  return {
    ...trimmed,
    employer_address_location: location,
    new_record_flag: true,
    employer_name: c.employer!.employer,
    employer_id: c.employer!.id,
    ...(c.comment.trim() ? { salary_narration: c.comment.trim() } : {}),
  };
}
