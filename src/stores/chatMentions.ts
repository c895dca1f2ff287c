import { proxy } from 'valtio';

/** The unread mentions the chat list last counted: the Mentions entry's badge (spec part 2 §2). */
export const chatMentions = proxy({ count: 0 });

export function setChatMentionCount(count: number) {
  if (chatMentions.count !== count) chatMentions.count = count;
}
