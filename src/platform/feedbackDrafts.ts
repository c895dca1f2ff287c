import { type FeedbackDraft, parseDraft } from '../../machines/feedback/index.ts';
import { savedWorkOwner, savedWorkPrefix } from './session/storageKeys.ts';
import { browserStorage } from './storage/memoryStorage.ts';

/**
 * Call feedback drafts in web storage, one per user, desk and case, so that a reload in the
 * middle of feedback loses nothing. The loop clears a draft once its feedback is saved; a
 * sign-out the user chose drops their drafts, an involuntary one keeps them for their return.
 * The soft-call loop's drafts keep their original key (no desk in it), so none is orphaned.
 */
export type DraftDesk = 'soft' | 'recovery' | 'audit' | 'lead' | 'support';

export const feedbackDraftKey = (
  softCallId: number,
  storage: Storage = defaultStorage(),
  desk: DraftDesk = 'soft',
): string =>
  `${savedWorkPrefix(savedWorkOwner(storage))}feedbackDraft.${desk === 'soft' ? '' : `${desk}.`}${softCallId}`;

function defaultStorage(): Storage {
  return browserStorage('localStorage');
}

/**
 * A desk's kept draft as stored (parsed JSON), or null when there is none or it cannot be read.
 * Each desk's feedback machine reads it into its own form (unknown values read as not chosen).
 */
export function loadRawDraft(
  caseId: number,
  desk: DraftDesk,
  storage: Storage = defaultStorage(),
): unknown {
  try {
    const raw = storage.getItem(feedbackDraftKey(caseId, storage, desk));
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** The soft-call loop's kept draft, or null when there is none or it cannot be read. */
export function loadDraft(
  softCallId: number,
  storage: Storage = defaultStorage(),
): FeedbackDraft | null {
  const raw = loadRawDraft(softCallId, 'soft', storage);
  return raw === null ? null : parseDraft(raw);
}

/** Keeps the draft; a full or refusing storage only costs the draft, never the form. */
export function saveDraft(
  softCallId: number,
  draft: unknown,
  storage: Storage = defaultStorage(),
  desk: DraftDesk = 'soft',
): void {
  try {
    storage.setItem(feedbackDraftKey(softCallId, storage, desk), JSON.stringify(draft));
  } catch {
    // Quota or privacy mode: the form itself still holds everything.
  }
}

export function clearDraft(
  softCallId: number,
  storage: Storage = defaultStorage(),
  desk: DraftDesk = 'soft',
): void {
  try {
    storage.removeItem(feedbackDraftKey(softCallId, storage, desk));
  } catch {
    // Nothing to clear where storage is refused.
  }
}
