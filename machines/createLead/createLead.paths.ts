import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { CREATE_LEAD_SAMPLE as SAMPLE } from './createLead.fixtures.ts';
import { createLeadMachine } from './createLead.machine.ts';
import { isValidLeadMobile, isValidLeadName, sanitizeMobile } from './createLead.rules.ts';
import { createLeadShows } from './createLead.shows.ts';

export const createLeadPaths = definePathSpec({
  machine: createLeadMachine,
  shows: createLeadShows as never,
  events: [
    { type: 'lead.open' },
    { type: 'lead.close' },
    { type: 'mobile.change', value: SAMPLE.mobile },
    { type: 'mobile.change', value: SAMPLE.shortMobile },
    { type: 'mobile.change', value: SAMPLE.messyMobile },
    { type: 'name.change', value: SAMPLE.name },
    { type: 'name.change', value: SAMPLE.shortName },
    { type: 'lead.submit' },
    doneEvent('getLocation', SAMPLE.location),
    errorEvent(
      'getLocation',
      Object.assign(new Error('User denied Geolocation'), { kind: 'denied' }),
    ),
    doneEvent('createNewLead', { message: SAMPLE.created }),
    errorEvent('createNewLead', serviceError(SAMPLE.refused, 400)),
  ],
  // Guards read only whether each field passes; the message and error are what the view shows.
  stateKey: (snapshot) => ({
    value: snapshot.value,
    mobile: snapshot.context.mobile === '' ? 'empty' : isValidLeadMobile(snapshot.context.mobile),
    name: snapshot.context.name === '' ? 'empty' : isValidLeadName(snapshot.context.name),
  }),
  // A browser fires no change for the value the field already holds.
  filterEvents: (snapshot, event) => {
    if (event.type === 'mobile.change')
      return sanitizeMobile(event.value) !== snapshot.context.mobile;
    if (event.type === 'name.change') return event.value !== snapshot.context.name;
    return true;
  },
  describeEvent: (event) => {
    switch (event.type) {
      case 'lead.open':
        return "press 'Create New Lead'";
      case 'lead.close':
        return "press the dialog's Cancel";
      case 'mobile.change':
        return `type the mobile number "${event.value}"`;
      case 'name.change':
        return `type the name "${event.value}"`;
      case 'lead.submit':
        return 'press Submit';
      case 'xstate.done.actor.getLocation':
        return 'the browser gives the position';
      case 'xstate.error.actor.getLocation':
        return 'the browser refuses the position';
      case 'xstate.done.actor.createNewLead':
        return `the server creates the lead: "${event.output.message}"`;
      case 'xstate.error.actor.createNewLead':
        return `the server refuses: "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
