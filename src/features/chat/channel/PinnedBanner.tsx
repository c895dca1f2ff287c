import { CHAT_CHANNEL_TEXTS as T } from '../../../../machines/chatChannel/index.ts';
import { plainChatText } from '../../../domain/chat/textPatterns.ts';
import type { PinnedMessage } from '../../../domain/chat/types.ts';
import { PinIcon } from '../chatIcons.tsx';

/** The channel's one pinned message; pressing it shows it in the list when it is loaded. */
export function PinnedBanner({ pinned, onOpen }: { pinned: PinnedMessage; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full items-center gap-2 border-b border-amber-200 bg-amber-50 px-3 py-1.5 text-left text-sm"
    >
      <PinIcon className="size-4 shrink-0 text-amber-700" />
      <span className="font-medium text-amber-900">{T.pinned}:</span>
      <span className="truncate text-slate-800">{plainChatText(pinned.message)}</span>
      <span className="ml-auto shrink-0 text-xs text-slate-500">{pinned.pinned_by}</span>
    </button>
  );
}
