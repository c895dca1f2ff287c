import { savedWorkOwner, savedWorkPrefix } from './session/storageKeys.ts';
import { browserStorage } from './storage/memoryStorage.ts';

/**
 * The message being written in each channel, kept in web storage per user and channel so that
 * a reload loses nothing typed (as call feedback drafts are kept). Cleared once sent.
 */
const defaultStorage = () => browserStorage('localStorage');

export const chatDraftKey = (channel: string, storage: Storage = defaultStorage()) =>
  `${savedWorkPrefix(savedWorkOwner(storage))}chatDraft.${channel}`;

export function loadChatDraft(channel: string, storage: Storage = defaultStorage()): string {
  try {
    return storage.getItem(chatDraftKey(channel, storage)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the text (an empty one removes the draft); a refusing storage only costs the draft. */
export function saveChatDraft(channel: string, text: string, storage: Storage = defaultStorage()) {
  try {
    if (text) storage.setItem(chatDraftKey(channel, storage), text);
    else storage.removeItem(chatDraftKey(channel, storage));
  } catch {
    // Quota or privacy mode: the input itself still holds the text.
  }
}
