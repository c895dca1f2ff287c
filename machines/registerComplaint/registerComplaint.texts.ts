import { referralMessages } from '../../src/domain/messages/referral.ts';
import type { ComplaintCategory } from './registerComplaint.actors.ts';

/**
 * Register complaint (spec part 2 §7 'complaint/register-complaint'; the payload is not shown, so
 * the labels are ours; the mobile number's refusal is the spec's).
 */
export const REGISTER_COMPLAINT_TEXTS = {
  open: 'Register complaint',
  title: 'Register complaint',
  mobile: 'Customer mobile number',
  complaint: 'Complaint',
  category: 'Category',
  categories: {
    collection: 'Collection or payment',
    behaviour: 'Behaviour',
    documents: 'Documents or details',
    contact: 'Not reachable',
    service: 'Service',
    other: 'Other',
  } satisfies Record<ComplaintCategory, string>,
  register: 'Register',
  cancel: 'Cancel',
  registering: 'Registering the complaint…',
  registered: (username: string) => `Complaint registered for ${username}.`,
  badMobile: referralMessages.provideCorrectMobile,
  needsComplaint: 'Please write the complaint.',
  charactersLeft: (left: number) => `${left} characters left`,
} as const;
