import { type FeedbackDraft, parseDraft } from '../../machines/feedback/index.ts';
import { savedWorkOwner, savedWorkPrefix } from './session/storageKeys.ts';
import { browserStorage } from './storage/memoryStorage.ts';

/**
 * Soft-call feedback drafts in web storage, one per user and soft call, so that a reload in the
 * middle of feedback loses nothing. The loop clears a draft once its feedback is saved; a
 * sign-out the user chose drops their drafts, an involuntary one keeps them for their return.
 */
export const feedbackDraftKey = (softCallId: number, storage: Storage = defaultStorage()): string =>
  `${savedWorkPrefix(savedWorkOwner(storage))}feedbackDraft.${softCallId}`;

function defaultStorage(): Storage {
  return browserStorage('localStorage');
}

/** The kept draft, or null when there is none or it cannot be read (corrupt or foreign). */
export function loadDraft(
  softCallId: number,
  storage: Storage = defaultStorage(),
): FeedbackDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(feedbackDraftKey(softCallId, storage));
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
    storage.setItem(feedbackDraftKey(softCallId, storage), JSON.stringify(draft));
  } catch {
    // Quota or privacy mode: the form itself still holds everything.
  }
}

export function clearDraft(softCallId: number, storage: Storage = defaultStorage()): void {
  try {
    storage.removeItem(feedbackDraftKey(softCallId, storage));
  } catch {
    // Nothing to clear where storage is refused.
  }
}
