import { deepFreeze } from './deepFreeze.ts';

/** The salary texts (part of the message catalogue, see ../messages.ts): they load with the screens that say them. */
export const salaryMessages = deepFreeze({
  fillDateAndAmount: 'Please fill mandatory fields Date and Amount.',
} as const);
