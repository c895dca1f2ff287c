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
  /** Cross-tab messages when BroadcastChannel is missing (written and removed at once). */
  crossTab: 'kosh.crossTab.',
} as const;

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

/** Whether a storage key survives the sign-out of this user. */
export function survivesSignOut(key: string, isLender: boolean): boolean {
  if (isLender && startsWithAny(key, LENDER_STATE)) return false;
  return startsWithAny(key, KEPT_ON_SIGN_OUT);
}
