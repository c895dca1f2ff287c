import { chatMessages } from '../../src/domain/messages/chat.ts';
import { messages } from '../../src/domain/messages.ts';

/** The tag catalogue box: the success and failure are the spec's (§8), the rest ours. */
export const TAG_CATALOGUE_TEXTS = {
  heading: 'Channel tags',
  hint: 'The tags channel admins can give their channels. A tag removed here leaves every channel that carried it.',
  tagName: 'Tag name',
  remove: 'Remove',
  newTag: 'New tag',
  add: 'Add tag',
  save: 'Save tags',
  saving: 'Saving the tags…',
  retry: 'Retry',
  none: 'No tags yet',
  blankName: 'Please enter a name for every tag',
  repeated: 'Each tag name can be used only once',
  exists: 'That tag is already in the list',
  updated: chatMessages.tagsUpdated,
  tryAgain: messages.common.pleaseTryAgain,
} as const;
