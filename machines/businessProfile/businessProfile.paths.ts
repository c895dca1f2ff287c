import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { businessProfileMachine } from './businessProfile.machine.ts';
import { type BusinessProfileValues, profileProblem } from './businessProfile.rules.ts';
import { businessProfileShows } from './businessProfile.shows.ts';

/** The seeded admin's profile, and values that break it one field at a time. */
export const BUSINESS_PROFILE_SAMPLE = {
  values: {
    name: 'Kosh Admin',
    business_email: 'admin@kosh.example',
    business_type: 'Non-Banking Financial Company',
    doc_group_id: '104',
    business_doc_type: 'Certificate of Incorporation',
    address: '12 MG Road, Shanthala Nagar',
    city: 'Bengaluru',
    state: 'KA',
    pin: '560001',
  } satisfies BusinessProfileValues,
  badEmail: 'admin@kosh',
  badPin: '06000',
  city: 'Mysuru',
  document: { id: '101', name: 'GST Certificate' },
  refused: 'Unknown business type: Trust',
} as const;

const S = BUSINESS_PROFILE_SAMPLE;

export const businessProfilePaths = definePathSpec({
  machine: withInput(businessProfileMachine, { values: S.values }),
  shows: businessProfileShows as never,
  events: [
    { type: 'field.change', field: 'business_email', value: S.badEmail },
    { type: 'field.change', field: 'business_email', value: S.values.business_email },
    { type: 'field.change', field: 'pin', value: S.badPin },
    { type: 'field.change', field: 'pin', value: S.values.pin },
    { type: 'field.change', field: 'city', value: S.city },
    { type: 'document.change', doc_group_id: S.document.id, business_doc_type: S.document.name },
    { type: 'profile.save' },
    { type: 'profile.retry' },
    doneEvent('saveBusinessProfile', {}),
    errorEvent('saveBusinessProfile', serviceError(S.refused, 400)),
  ],
  // A field fires no change for the value it holds.
  filterEvents: (snapshot, event) =>
    event.type === 'field.change'
      ? snapshot.context.values[event.field as keyof BusinessProfileValues] !== event.value
      : event.type !== 'document.change' ||
        snapshot.context.values.doc_group_id !== event.doc_group_id,
  stateKey: (snapshot) => ({
    value: snapshot.value,
    problem: profileProblem(snapshot.context.values),
    city: snapshot.context.values.city,
    document: snapshot.context.values.doc_group_id,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'field.change':
        return `type ${event.field} "${event.value}"`;
      case 'document.change':
        return `pick the document "${event.business_doc_type}"`;
      case 'profile.save':
        return "press 'Save'";
      case 'profile.retry':
        return "press 'Retry'";
      case 'xstate.done.actor.saveBusinessProfile':
        return 'the server saves the profile';
      case 'xstate.error.actor.saveBusinessProfile':
        return `the server refuses: "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
