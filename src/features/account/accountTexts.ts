import { messages } from '../../domain/messages.ts';

/** The user menu's account pages (part 1 §2): their names are the catalogue's, the rest ours. */
export const ACCOUNT_TEXTS = {
  setting: messages.shell.accountSetting,
  activity: messages.shell.loginActivity,
  signedInAt: 'Signed in at',
  method: 'Method',
  methods: { 'login.otp': 'OTP', 'login.password': 'Password', 'chat.login': 'Chat sign-in' },
  noActivity: 'No sign-ins yet',
  account: 'Account',
  username: 'Login number',
  email: 'Email',
  role: 'Role',
  chatProfile: 'Chat Profile',
  editChatProfile: 'Edit your chat profile',
  seeActivity: 'See your sign-ins',
  telephony: 'Telephony login',
  telephonyReady: 'Set up',
  telephonyMissing: 'Not set up',
} as const;
