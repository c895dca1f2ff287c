import type { CallResult, SavedWork } from '../../../machines/softCall/index.ts';
import {
  clearDraft,
  type DraftDesk,
  loadDraft,
  loadRawDraft,
} from '../../platform/feedbackDrafts.ts';
import { savedWorkOwner, savedWorkPrefix } from '../../platform/session/storageKeys.ts';
import { browserStorage } from '../../platform/storage/memoryStorage.ts';

/**
 * What the soft-call loop keeps per case until its feedback is saved: the feedback draft (kept by
 * the feedback form) and the result of the call already made, so that a reload returns to the
 * feedback instead of calling the customer again.
 */
// Beside the drafts, per user; a sign-out treats both alike (storageKeys.ts).
const resultKey = (softCallId: number, storage: Storage, desk: DraftDesk) =>
  `${savedWorkPrefix(savedWorkOwner(storage))}callResult.${desk === 'soft' ? '' : `${desk}.`}${softCallId}`;

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

/**
 * The kept work of one desk's cases (the soft-call loop's by default). A desk's draft comes back
 * as stored: its own feedback machine reads it into its form.
 */
export function createSavedWorkStore(
  storage: Storage = browserStorage('localStorage'),
  desk: DraftDesk = 'soft',
): SavedWorkStore {
  return {
    load(softCallId) {
      let call: CallResult | null = null;
      try {
        const raw = storage.getItem(resultKey(softCallId, storage, desk));
        call = raw === null ? null : parseResult(JSON.parse(raw));
      } catch {
        call = null;
      }
      const draft =
        desk === 'soft'
          ? loadDraft(softCallId, storage)
          : (loadRawDraft(softCallId, desk, storage) as SavedWork['draft']);
      return { draft, call };
    },
    keepCallResult(softCallId, result) {
      try {
        storage.setItem(resultKey(softCallId, storage, desk), JSON.stringify(result));
      } catch {
        // Quota or privacy mode: the loop still holds the result until the page goes.
      }
    },
    clear(softCallId) {
      clearDraft(softCallId, storage, desk);
      try {
        storage.removeItem(resultKey(softCallId, storage, desk));
      } catch {
        // Nothing to clear where storage is refused.
      }
    },
  };
}
