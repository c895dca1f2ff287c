import { messages } from '../../src/domain/messages.ts';

/**
 * Words of 'Create New Lead'. Its messages are the catalogue's; the spec names the call
 * ('create new lead POST {username}'), not these labels, so they are ours.
 */
export const CREATE_LEAD_TEXTS = {
  open: 'Create New Lead',
  title: 'Create New Lead',
  mobile: 'Mobile number',
  mobileHint: '10 digits',
  name: 'Name',
  nameHint: 'Optional: more than 2 characters',
  locationNote: 'Your location is recorded with the lead when you submit.',
  locating: 'Asking for your location…',
  submit: 'Submit',
  cancel: messages.labels.cancel,
} as const;
