import { deepFreeze } from './deepFreeze.ts';

// Part of the message catalogue (see ../messages.ts): these texts load with the screens that say them.
/** Bureau and credit profile (part 1 §2, §3, §7). */
export const bureauMessages = deepFreeze({
  crifPull: 'CRIF PULL',
  creditProfile: 'Credit Profile',
} as const);
