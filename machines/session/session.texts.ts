/**
 * Labels of the timeout warning. The countdown sentence is the specification's and lives in the
 * message catalogue; the specification names no title or button, so these words are ours.
 */
export const SESSION_TEXTS = {
  title: 'Session about to expire',
  staySignedIn: 'Stay signed in',
} as const;
