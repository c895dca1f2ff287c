import { referralMessages } from '../../src/domain/messages/referral.ts';

/**
 * Add employee (spec part 2 §7 'hr_attendance add-new-employee'; the payload is not shown, so the
 * labels are ours; the mobile number's refusal is the spec's).
 */
export const ADD_EMPLOYEE_TEXTS = {
  open: 'Add employee',
  title: 'Add employee',
  name: 'Name',
  mobile: 'Mobile number',
  mobileHint: '10 digits; they sign in with an OTP sent to it.',
  role: 'Role',
  chooseRole: 'Choose a role',
  groups: 'Groups',
  noGroups: 'No user groups yet.',
  joining: 'Joining date',
  add: 'Add',
  cancel: 'Cancel',
  adding: 'Adding the employee…',
  added: (name: string) => `${name} is added to the team.`,
  needsName: 'Please enter the name.',
  badMobile: referralMessages.provideCorrectMobile,
  needsRole: 'Please choose a role.',
  needsJoining: 'Please choose the joining date.',
} as const;
