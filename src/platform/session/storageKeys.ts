/**
 * Where the app keeps state in web storage, by key prefix, and what a sign-out spares.
 * Every feature that saves something picks its prefix here, so sign-out knows what it is clearing.
 *
 * Spec: a sign-out clears all saved state except chats and notification handling (part 2 §4);
 * a lender's sign-out clears login, telephony session, filters, loans, profile and customers
 * (part 1 §4).
 */
export const STORAGE_PREFIXES = {
  /** Chat drafts, caches and channel settings: survive sign-out. */
  chat: 'kosh.chat.',
  /** Notification preferences (sound, per-channel mute, push registration): survive sign-out. */
  notifications: 'kosh.notifications.',
  /** The telephony (PIOPIY) session. */
  telephony: 'kosh.telephony.',
  /** Saved list filters and their view mode (card/list). */
  filters: 'kosh.filters.',
  /** Loan lists and loan pages kept between visits. */
  loans: 'kosh.loans.',
  /** The signed-in profile and role flags. */
  profile: 'kosh.profile.',
  /** Customer search results and customer pages kept between visits. */
  customers: 'kosh.customers.',
  /**
   * Unsaved call work (feedback drafts, results of calls made), per user: `kosh.calls.<username>.`.
   * An involuntary sign-out (session expired, inactivity) keeps it for the same user's return.
   */
  savedWork: 'kosh.calls.',
} as const;

/** localStorage: the number the current user signed in with (part 1 §3 auth state). */
export const LOGIN_NUMBER_KEY = 'kosh.loginNumber';

/** Where one user's unsaved call work lives. */
export const savedWorkPrefix = (username: string): string =>
  `${STORAGE_PREFIXES.savedWork}${username}.`;

/** The user whose work is being saved now: the one signed in on this browser. */
export function savedWorkOwner(storage: Storage): string {
  try {
    return storage.getItem(LOGIN_NUMBER_KEY) ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** What survives every sign-out. The chat token (`kosh.chatToken`) is a credential: it goes. */
export const KEPT_ON_SIGN_OUT: readonly string[] = [
  STORAGE_PREFIXES.chat,
  STORAGE_PREFIXES.notifications,
];

/** A lender's own state: never kept at a lender's sign-out, whatever the keep list says. */
export const LENDER_STATE: readonly string[] = [
  STORAGE_PREFIXES.telephony,
  STORAGE_PREFIXES.filters,
  STORAGE_PREFIXES.loans,
  STORAGE_PREFIXES.profile,
  STORAGE_PREFIXES.customers,
];

const startsWithAny = (key: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => key.startsWith(prefix));

export type SignOutKind = {
  isLender: boolean;
  /** Who is signing out (their saved work is theirs to drop or keep). */
  username: string | null;
  /** Signed out without choosing to (session expired, inactivity): unsaved work waits for them. */
  involuntary: boolean;
};

/** Whether a storage key survives this sign-out. */
export function survivesSignOut(key: string, kind: SignOutKind): boolean {
  if (kind.isLender && startsWithAny(key, LENDER_STATE)) return false;
  if (key.startsWith(STORAGE_PREFIXES.savedWork)) {
    // Other users' waiting work stays theirs; this user's goes only when they chose to leave.
    const own = kind.username !== null && key.startsWith(savedWorkPrefix(kind.username));
    return kind.involuntary || !own;
  }
  return startsWithAny(key, KEPT_ON_SIGN_OUT);
}
