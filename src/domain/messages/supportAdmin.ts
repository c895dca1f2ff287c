import { deepFreeze } from './deepFreeze.ts';

// Part of the message catalogue (see ../messages.ts): these texts load with the screens that say them.
/** The support-call admin screen (part 2 §2): its tabs, in the spec's order. */
export const supportAdminMessages = deepFreeze({
  tabs: {
    call: 'Customer Support Call',
    search: 'Search Call',
    assigned: 'Assigned Calls',
    analytics: 'Analytics',
  },
} as const);
