// The referral form's words live beside its machine, so its `shows` declaration can name them.
export { REFERRAL_TEXTS } from '../../../machines/referral/referral.texts.ts';

/**
 * Labels of the employee ID card page. 'Active' / 'Inactive' are the specification's; the spec
 * names no other label here, so the rest are ours.
 */
export const CARD_TEXTS = {
  title: 'Employee ID card',
  photoAlt: (name: string) => `Photo of ${name}`,
  employeeCode: 'Employee code',
  status: 'Status',
  active: 'Active',
  inactive: 'Inactive',
  dateOfJoining: 'Date of joining',
  phone: 'Phone',
  supportContact: 'Support contact',
  qrAlt: (name: string) => `QR code of ${name}'s ID card`,
  loading: 'Loading employee card…',
  notFoundTitle: 'Employee not found',
  notFoundBody: 'There is no employee ID card at this link. Please check the link or QR code.',
  errorTitle: 'The ID card could not be loaded',
  retry: 'Try again',
} as const;
