import { deepFreeze } from './deepFreeze.ts';

// Part of the message catalogue (see ../messages.ts): these texts load with the screens that say them.
/** Devices and messages (part 1 §2, §3, §4, §8). */
export const devicesMessages = deepFreeze({
  downloads: { contacts: 'Contacts', bankMessages: 'Bank Messages', allMessages: 'All Messages' },
  filteredMessages: 'Filtered Messages',
  /** The radios of 'Filtered Messages', in the spec's order; 'Contains Mobile' by role. */
  filters: ['Banking', 'Aadhaar', 'ITDC', 'EPFO', 'Telecom', 'Others', 'Negative'],
} as const);
