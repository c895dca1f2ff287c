import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { registerComplaintMachine } from './registerComplaint.machine.ts';
import { hasComplaint, isValidMobile } from './registerComplaint.rules.ts';
import { registerComplaintShows } from './registerComplaint.shows.ts';

/** A complaint against a seeded customer, a number one digit short, and the server's refusal. */
export const REGISTER_COMPLAINT_SAMPLE = {
  mobile: '8000000001',
  shortMobile: '800000000',
  complaint: 'Field officer asked for cash without a receipt',
  blank: '   ',
  unknown: 'No customer has the mobile number 8000000001.',
  answer: {
    id: 901,
    username: '8000000001',
    customer_name: 'Sunita Devi',
    complaint: 'Field officer asked for cash without a receipt',
    category: 'behaviour',
    status: 'OPEN',
    date_created: '2026-11-29T06:00:00.000Z',
    updated_at: null,
    registered_by: 'Credit Manager',
    raised_by: null,
  },
} as const;

const S = REGISTER_COMPLAINT_SAMPLE;
const realChange = onlyRealChanges({
  'mobile.change': ['username', 'value'],
  'complaint.change': ['complaint', 'value'],
});

export const registerComplaintPaths = definePathSpec({
  machine: registerComplaintMachine,
  shows: registerComplaintShows as never,
  events: [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'mobile.change', value: S.mobile },
    { type: 'mobile.change', value: S.shortMobile },
    { type: 'complaint.change', value: S.complaint },
    { type: 'complaint.change', value: S.blank },
    { type: 'category.change', value: 'behaviour' },
    { type: 'complaint.register' },
    doneEvent('registerComplaint', S.answer),
    errorEvent('registerComplaint', serviceError(S.unknown, 404)),
  ],
  filterEvents: realChange,
  // What the guards read, and whether a category was chosen.
  stateKey: (snapshot) => ({
    value: snapshot.value,
    mobile: isValidMobile(snapshot.context.username),
    typed: snapshot.context.username !== '',
    written: hasComplaint(snapshot.context.complaint),
    category: snapshot.context.category,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'dialog.open':
        return "press 'Register complaint'";
      case 'dialog.close':
        return "press 'Cancel'";
      case 'mobile.change':
        return `type the mobile number "${event.value}"`;
      case 'complaint.change':
        return event.value.trim()
          ? `write the complaint "${event.value}"`
          : 'write only spaces as the complaint';
      case 'category.change':
        return `choose the category ${event.value}`;
      case 'complaint.register':
        return "press 'Register'";
      case 'xstate.done.actor.registerComplaint':
        return 'the server registers the complaint';
      case 'xstate.error.actor.registerComplaint':
        return `the server refuses (${event.error.status}): "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
