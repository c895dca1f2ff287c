import { messages } from '../../src/domain/messages.ts';
import { defineShows } from '../shared/shows.ts';
import { assignLeadMachine } from './assignLead.machine.ts';

const ASSIGN = messages.labels.assignAsNewLeadCall;

/**
 * What the agent sees of 'Assign As New Lead Call' (ARCHITECTURE §4): one button, locked while
 * the call is in flight and for good once the customer is assigned; the server's words after.
 */
export const assignLeadShows = defineShows({
  machine: assignLeadMachine,
  controls: { [ASSIGN]: [{ type: 'lead.assign' }] },
  states: {
    'assignLead.idle': { enabled: [ASSIGN] },
    'assignLead.assigning': { disabled: [ASSIGN] },
    // The server's words, and the button offered again.
    'assignLead.failed': { texts: (s) => [s.context.error ?? ''], enabled: [ASSIGN] },
    'assignLead.assigned': { texts: (s) => [s.context.message ?? ''], disabled: [ASSIGN] },
  },
});
