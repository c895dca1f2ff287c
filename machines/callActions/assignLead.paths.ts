import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { assignLeadMachine } from './assignLead.machine.ts';
import { SAMPLE_CUSTOMER } from './callActions.fixtures.ts';
import { withInput } from './withInput.ts';

export const ASSIGN_SAMPLE = {
  username: SAMPLE_CUSTOMER,
  assigned: 'Assigned as new lead',
  refused: 'This customer is already assigned as a new lead',
} as const;

export const assignLeadPaths = definePathSpec({
  machine: withInput(assignLeadMachine, { username: ASSIGN_SAMPLE.username }),
  events: [
    { type: 'lead.assign' },
    doneEvent('assignNewLead', { message: ASSIGN_SAMPLE.assigned }),
    errorEvent('assignNewLead', serviceError(ASSIGN_SAMPLE.refused, 400)),
  ],
  describeEvent: (event) =>
    event.type === 'lead.assign' ? "press 'Assign As New Lead Call'" : undefined,
});
