import { referralMessages } from '../../src/domain/messages/referral.ts';
import { defineShows } from '../shared/shows.ts';
import { createLeadMachine } from './createLead.machine.ts';
import { CREATE_LEAD_TEXTS as T } from './createLead.texts.ts';

/**
 * What the agent sees of 'Create New Lead' (ARCHITECTURE §4): the button, then the dialog with
 * its fields; the spec's message for what Submit refused; the server's words after.
 */
export const createLeadShows = defineShows({
  machine: createLeadMachine,
  vocabulary: [
    referralMessages.provideCorrectMobile,
    referralMessages.provideValidName,
    referralMessages.allowLocation,
    T.locating,
  ],
  controls: {
    [T.open]: [{ type: 'lead.open' }],
    [T.submit]: [{ type: 'lead.submit' }],
    [T.cancel]: [{ type: 'lead.close' }],
  },
  states: {
    'createLead.closed': { enabled: [T.open] },
    'createLead.closed.idle': {},
    'createLead.closed.created': { texts: (s) => [s.context.message ?? ''] },
    // The dialog hides the screen behind it: only its own controls count.
    'createLead.open': { dialogs: [T.title], texts: [T.mobile] },
    'createLead.open.editing': { enabled: [T.submit, T.cancel] },
    'createLead.open.editing.idle': {},
    'createLead.open.editing.mobileInvalid': { texts: [referralMessages.provideCorrectMobile] },
    'createLead.open.editing.nameInvalid': { texts: [referralMessages.provideValidName] },
    'createLead.open.editing.locationDenied': { texts: [referralMessages.allowLocation] },
    'createLead.open.editing.failed': { texts: (s) => [s.context.error ?? ''] },
    'createLead.open.locating': { texts: [T.locating], enabled: [T.cancel], disabled: [T.submit] },
    'createLead.open.submitting': { disabled: [T.submit, T.cancel] },
  },
});
