import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { assignLeadMachine } from './assignLead.machine.ts';
import { assignLeadShows } from './assignLead.shows.ts';
import { SAMPLE_CUSTOMER } from './callActions.fixtures.ts';
import { withInput } from './withInput.ts';

export const ASSIGN_SAMPLE = {
  username: SAMPLE_CUSTOMER,
  assigned: 'Assigned as new lead',
  refused: 'This customer is already assigned as a new lead',
} as const;

export const assignLeadPaths = definePathSpec({
  machine: withInput(assignLeadMachine, { username: ASSIGN_SAMPLE.username }),
  shows: assignLeadShows as never,
  events: [
    { type: 'lead.assign' },
    doneEvent('assignNewLead', { message: ASSIGN_SAMPLE.assigned }),
    errorEvent('assignNewLead', serviceError(ASSIGN_SAMPLE.refused, 400)),
  ],
  describeEvent: (event) => {
    switch (event.type) {
      case 'lead.assign':
        return "press 'Assign As New Lead Call'";
      case 'xstate.done.actor.assignNewLead':
        return `the server assigns the lead: "${event.output.message}"`;
      case 'xstate.error.actor.assignNewLead':
        return `the server refuses: "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
