import { messages } from '../../domain/messages.ts';

/** Labels of the staff profile page; the spec names none but the menu entry and the telephony alert. */
export const PROFILE_TEXTS = {
  title: messages.shell.viewProfile,
  name: 'Name',
  username: 'Username',
  email: 'Email',
  phone: 'Phone',
  role: 'Role',
  referralCode: 'Referral code',
  attendance: 'Attendance today',
  present: 'Marked present',
  notMarked: 'Not marked',
  telephony: 'Telephony login',
  telephonyReady: 'Set up: calls can be placed',
  telephonyMissing: messages.calls.telecmiLoginMissing,
} as const;
