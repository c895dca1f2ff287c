import type { CallResult, SavedWork } from '../../../machines/softCall/index.ts';
import { clearDraft, loadDraft } from '../../platform/feedbackDrafts.ts';
import { savedWorkOwner, savedWorkPrefix } from '../../platform/session/storageKeys.ts';
import { browserStorage } from '../../platform/storage/memoryStorage.ts';

/**
 * What the soft-call loop keeps per case until its feedback is saved: the feedback draft (kept by
 * the feedback form) and the result of the call already made, so that a reload returns to the
 * feedback instead of calling the customer again.
 */
// Beside the drafts, per user; a sign-out treats both alike (storageKeys.ts).
const resultKey = (softCallId: number, storage: Storage) =>
  `${savedWorkPrefix(savedWorkOwner(storage))}callResult.${softCallId}`;

const OUTCOMES = ['completed', 'noAnswer', 'failed', 'remoteHangup', 'dropped', 'notAllowed'];

/** A kept result read back; anything malformed reads as none (the call is then made again). */
function parseResult(value: unknown): CallResult | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.outcome !== 'string' || !OUTCOMES.includes(raw.outcome)) return null;
  const callId = typeof raw.callId === 'string' && raw.callId !== '' ? raw.callId : null;
  const durationSec = typeof raw.durationSec === 'number' ? raw.durationSec : 0;
  const result: CallResult = {
    outcome: raw.outcome as CallResult['outcome'],
    callId,
    durationSec,
  };
  if (typeof raw.reason === 'string') result.reason = raw.reason;
  return result;
}

export type SavedWorkStore = {
  load(softCallId: number): SavedWork;
  keepCallResult(softCallId: number, result: CallResult): void;
  clear(softCallId: number): void;
};

export function createSavedWorkStore(
  storage: Storage = browserStorage('localStorage'),
): SavedWorkStore {
  return {
    load(softCallId) {
      let call: CallResult | null = null;
      try {
        const raw = storage.getItem(resultKey(softCallId, storage));
        call = raw === null ? null : parseResult(JSON.parse(raw));
      } catch {
        call = null;
      }
      return { draft: loadDraft(softCallId, storage), call };
    },
    keepCallResult(softCallId, result) {
      try {
        storage.setItem(resultKey(softCallId, storage), JSON.stringify(result));
      } catch {
        // Quota or privacy mode: the loop still holds the result until the page goes.
      }
    },
    clear(softCallId) {
      clearDraft(softCallId, storage);
      try {
        storage.removeItem(resultKey(softCallId, storage));
      } catch {
        // Nothing to clear where storage is refused.
      }
    },
  };
}
