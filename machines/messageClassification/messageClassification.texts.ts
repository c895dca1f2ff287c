import { messages } from '../../src/domain/messages.ts';
import type { PickedCategory } from './messageClassification.types.ts';

/** Classification's words: the confirmation is the spec's (catalogue, typo kept), the rest ours. */
export const MESSAGE_CLASSIFICATION_TEXTS = {
  confirmTitle: 'Undo classification',
  confirmUndo: messages.customer.confirmUndoClassification,
  ok: 'OK',
  cancel: 'Cancel',
  dismiss: 'Dismiss',
  saving: 'Saving the classification…',
  /** Said after a save; the list is read again. */
  saved: (picked: PickedCategory, undone: boolean) =>
    undone
      ? `Message ${picked.messageId} is uncategorised again.`
      : `Message ${picked.messageId} is now ${picked.category}.`,
  /** The select of one row: it names the message so every row's control differs. */
  classifyLabel: (messageId: number) => `Classify message ${messageId}`,
  choose: 'Classify as…',
} as const;
