/**
 * The words of the whole-page states before the shell can render: while the app opens and reads
 * the profile, and when reading it failed for a reason that may pass. The specification gives
 * none, so these are ours; the messages of a sign-out are the catalogue's.
 */
export const APP_SESSION_TEXTS = {
  loading: 'Loading…',
  tryAgain: 'Try again',
} as const;
