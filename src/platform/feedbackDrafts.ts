import { type FeedbackDraft, parseDraft } from '../../machines/feedback/index.ts';
import { browserStorage } from './storage/memoryStorage.ts';

/**
 * Soft-call feedback drafts in web storage, one per soft call, so that a reload in the middle of
 * feedback loses nothing. The loop clears a draft once its feedback is saved. Drafts go at
 * sign-out with the rest of the user's state (they are not under a kept prefix).
 */
export const FEEDBACK_DRAFT_PREFIX = 'kosh.calls.feedbackDraft.';

export const feedbackDraftKey = (softCallId: number): string =>
  `${FEEDBACK_DRAFT_PREFIX}${softCallId}`;

const defaultStorage = (): Storage => browserStorage('localStorage');

/** The kept draft, or null when there is none or it cannot be read (corrupt or foreign). */
export function loadDraft(
  softCallId: number,
  storage: Storage = defaultStorage(),
): FeedbackDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(feedbackDraftKey(softCallId));
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    return parseDraft(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Keeps the draft; a full or refusing storage only costs the draft, never the form. */
export function saveDraft(
  softCallId: number,
  draft: FeedbackDraft,
  storage: Storage = defaultStorage(),
): void {
  try {
    storage.setItem(feedbackDraftKey(softCallId), JSON.stringify(draft));
  } catch {
    // Quota or privacy mode: the form itself still holds everything.
  }
}

export function clearDraft(softCallId: number, storage: Storage = defaultStorage()): void {
  try {
    storage.removeItem(feedbackDraftKey(softCallId));
  } catch {
    // Nothing to clear where storage is refused.
  }
}
