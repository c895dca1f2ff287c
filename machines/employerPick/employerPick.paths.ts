import type { AnyEventObject } from 'xstate';
import { withInput } from '../callActions/withInput.ts';
import { afterEvent, definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import type { CreatedEmployerAddress, Employer, EmployerAddress } from './employerPick.actors.ts';
import { type DraftField, employerPickMachine } from './employerPick.machine.ts';
import { employerPickShows } from './employerPick.shows.ts';

const acme: Employer = { id: 7, employer: 'Acme Textiles', is_verified: true };
const address = (id: number, valid: boolean): EmployerAddress => ({
  id,
  employer_details_id: id,
  employer_address: `${id}, Residency Road, Near Clock Tower`,
  employer_address_city: 'Indore',
  employer_address_pin: '452001',
  employer_address_state: 'MP',
  employer_address_landmark: 'Opposite Bank Branch',
  employer_address_location: { lat: 22.7196, long: 75.8577 },
  new_record_flag: false,
  salary_narration: valid ? 'SALARY ACME TEXTILES NEFT CR' : null,
  employer_name: acme.employer,
  employer_id: acme.id,
  valid,
  rating: valid ? 'grade_A' : null,
});

/** The walk's customer and answers: Acme Textiles with two addresses, a new company's name. */
export const EMPLOYER_PICK_SAMPLE = {
  username: '8157415868',
  /** The profile's address that a replace walk replaces (one of Acme's two). */
  replacing: 21,
  comments: ['N/A', 'ok', 'Salary credited by NEFT every month'],
  acme,
  addresses: [address(21, true), address(22, false)],
  newCompany: 'Narmada Handlooms',
  created: { employer_details_id: 40, employer_id: 9, created_employer: true },
  addedAddress: { employer_details_id: 41, employer_id: acme.id, created_employer: false },
  india: [
    {
      display_name: 'Indore, Indore, Indore, Madhya Pradesh, 452001, India',
      lat: '22.719600',
      lon: '75.857700',
    },
  ],
  abroad: [{ display_name: 'Indore, Pennsylvania, United States', lat: '40.1', lon: '-79.5' }],
  /** A point placed on the map (a click near Indore's Rajwada). */
  mapPoint: { type: 'address.point', lat: 22.718435, long: 75.855217 } as const,
  down: 'Service unavailable',
} satisfies Record<string, unknown> & {
  created: CreatedEmployerAddress;
  addedAddress: CreatedEmployerAddress;
};
const S = EMPLOYER_PICK_SAMPLE;

const field = (name: DraftField, value: string) =>
  ({ type: 'address.field', field: name, value }) as const;

/** One payload per validation branch, typed in the form's order (see filterEvents). */
export const PICK_FIELDS = [
  field('employer_address', '14, Residency Road, Near Clock Tower'),
  field('employer_address_city', 'Indore'),
  field('employer_address_landmark', 'Opposite Bank Branch'),
  field('employer_address_state', 'MP'),
  field('employer_address_pin', '45200'),
  field('employer_address_pin', '452001'),
  field('lat', '22.7196'),
  field('long', '75.8577'),
] as const;
const ORDER: DraftField[] = [
  'employer_address',
  'employer_address_city',
  'employer_address_landmark',
  'employer_address_state',
  'employer_address_pin',
  'lat',
  'long',
];

const fieldValue = (
  c: { draft: Record<string, string>; lat: string; long: string },
  f: DraftField,
) => (f === 'lat' ? c.lat : f === 'long' ? c.long : c.draft[f]!);

const spec = (replacing: number | null) =>
  definePathSpec({
    machine: withInput(employerPickMachine, {
      username: S.username,
      comments: S.comments,
      replacing,
    }),
    shows: employerPickShows as never,
    events: [
      { type: 'company.type', text: 'Acm' },
      { type: 'company.type', text: S.newCompany },
      { type: 'company.type', text: '' },
      afterEvent('companyDebounce', 'employerPick.company.typing'),
      doneEvent('searchEmployers', [acme]),
      doneEvent('searchEmployers', []),
      errorEvent('searchEmployers', serviceError(S.down, 503)),
      { type: 'company.pick', employer: acme },
      { type: 'company.add' },
      { type: 'company.back' },
      doneEvent('listEmployerAddresses', S.addresses),
      errorEvent('listEmployerAddresses', serviceError(S.down, 503)),
      { type: 'address.select', id: 22 },
      // The address being replaced: no choice when replacing, a choice otherwise.
      { type: 'address.select', id: 21 },
      { type: 'comment.change', text: 'NEFT SAL ACME' },
      { type: 'address.new' },
      ...PICK_FIELDS,
      { type: 'address.locate' },
      S.mapPoint,
      doneEvent('geocodeAddress', S.india),
      doneEvent('geocodeAddress', S.abroad),
      errorEvent('geocodeAddress', serviceError(S.down, 503)),
      { type: 'address.save' },
      doneEvent('saveNewAddress', S.created),
      doneEvent('saveNewAddress', S.addedAddress),
      errorEvent('saveNewAddress', serviceError('employer_address_pin must match', 400)),
      { type: 'pick.confirm' },
      { type: 'pick.retry' },
      doneEvent('saveComment', S.addresses[1]),
      errorEvent('saveComment', serviceError(S.down, 503)),
      doneEvent('addSubEmployer', {}),
      errorEvent('addSubEmployer', serviceError(S.down, 503)),
      doneEvent('replaceEmployer', {}),
      errorEvent('replaceEmployer', serviceError(S.down, 503)),
    ],
    // The form is walked in a few telling moments, not every interleaving: typed in its order,
    // each field once (a wrong pincode may be fixed, or typed again after a failed save); saved
    // empty, with a wrong pincode, or whole; located once the address and city are in; left empty.
    filterEvents: (snapshot, event: AnyEventObject) => {
      const c = snapshot.context;
      const filled = ORDER.filter((f) => fieldValue(c, f) !== '').length;
      const pin = c.draft.employer_address_pin;
      switch (event.type) {
        case 'company.type':
          return c.query !== event.text;
        case 'comment.change':
          return c.comment !== event.text;
        case 'address.select':
          // A walk chooses one address: 22, or the replaced 21 (refused) when replacing.
          return c.replacing === null ? event.id === 22 : c.selected === null;
        case 'address.field': {
          if (snapshot.matches({ newAddress: 'failed' })) {
            return event.field === 'employer_address_pin' && pin !== event.value;
          }
          const at = ORDER.indexOf(event.field);
          if (!ORDER.slice(0, at).every((f) => fieldValue(c, f) !== '')) return false;
          if (event.field === 'employer_address_pin') {
            return pin === '' || (pin === '45200' && event.value === '452001');
          }
          return fieldValue(c, event.field) === '';
        }
        case 'address.point':
          // Placed on the map instead of typing the pair once the address fields are in, or
          // moved after a failed save.
          return (
            snapshot.matches({ newAddress: 'failed' }) ||
            (snapshot.matches({ newAddress: 'editing' }) && filled === 5 && c.lat === '')
          );
        case 'address.save':
          return filled === 0 || filled === 5 || filled === 7;
        case 'address.locate':
          return filled === 2 && c.invalid.length === 0 && c.located === null && c.error === null;
        case 'company.back':
          return (
            !snapshot.matches('newAddress') ||
            filled === 0 ||
            snapshot.matches({ newAddress: 'failed' })
          );
        case 'xstate.done.actor.saveNewAddress':
          // The server creates a company only when none was picked.
          return (
            (event.output as CreatedEmployerAddress).created_employer === (c.employer?.id === null)
          );
        default:
          return true;
      }
    },
    // Only what the current step reads: the form matters only while it is open, and so on.
    stateKey: (snapshot) => {
      const c = snapshot.context;
      if (snapshot.matches('company')) {
        return {
          value: snapshot.value,
          query: c.query === '' ? 'blank' : c.query.length > 3 ? 'long' : 'short',
          found: c.employers.length,
        };
      }
      if (snapshot.matches('newAddress')) {
        return {
          value: snapshot.value,
          company: c.employer?.id === null ? 'new' : 'picked',
          filled: ORDER.filter((f) => fieldValue(c, f) !== '').length,
          pin: c.draft.employer_address_pin,
          invalid: c.invalid.length,
          located: c.located,
          error: c.error !== null,
        };
      }
      return {
        value: snapshot.value,
        employer: c.employer?.id ?? null,
        selected: c.selected,
        comment: c.comment === 'NEFT SAL ACME',
      };
    },
    describeEvent: (event) => {
      switch (event.type) {
        case 'company.type':
          return event.text ? `type the company "${event.text}"` : 'clear the company';
        case 'xstate.after.companyDebounce.employerPick.company.typing':
          return '500 ms pass';
        case 'company.pick':
          return `pick ${event.employer.employer}`;
        case 'company.add':
          return "press 'Add New Company'";
        case 'company.back':
          return "press 'Back'";
        case 'address.select':
          return `choose address ${event.id}`;
        case 'address.new':
          return "press 'Add New Address'";
        case 'address.field':
          return `type ${event.field} "${event.value}"`;
        case 'address.locate':
          return "press 'Locate'";
        case 'address.point':
          return `click the map at ${event.lat}, ${event.long}`;
        case 'address.save':
          return "press 'Save Address'";
        case 'pick.confirm':
          return "press 'Okay'";
        case 'pick.retry':
          return "press 'Retry'";
        default:
          if (event.type.startsWith('xstate.done.actor.')) {
            return `the server answers ${event.type.slice(18)}`;
          }
          if (event.type.startsWith('xstate.error.actor.')) {
            return `${event.type.slice(19)} fails: "${event.error.message}"`;
          }
          return undefined;
      }
    },
  });

/** Adding a sub-employer; and, walked too, replacing the profile's address 21 by the pick. */
export const employerPickPaths = definePathSpec({
  ...spec(null),
  alsoWalk: [spec(EMPLOYER_PICK_SAMPLE.replacing)],
});
