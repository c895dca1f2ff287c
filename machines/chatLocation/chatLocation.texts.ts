import { chatMessages } from '../../src/domain/messages/chat.ts';

/** Sharing a location from the message input: the sentences from the catalogue, the labels ours. */
export const CHAT_LOCATION_TEXTS = {
  share: 'Share location',
  retry: 'Try again',
  dismiss: 'Dismiss',
  finding: chatMessages.location.finding,
  /** Why no location came, by the failure's kind. */
  failed: chatMessages.location.failed,
} as const;
