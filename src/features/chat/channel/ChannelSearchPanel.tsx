import {
  type ChannelSearchModel,
  CHAT_CHANNEL_TEXTS as T,
} from '../../../../machines/chatChannel/index.ts';
import { plainChatText } from '../../../domain/chat/textPatterns.ts';
import type { ChatMessage } from '../../../domain/chat/types.ts';
import { messageTime } from './MessageBubble.tsx';

/** In-chat search: the field, Find, and the results (choosing one shows it in the channel). */
export function ChannelSearchPanel({
  view,
  onChoose,
}: {
  view: ChannelSearchModel;
  onChoose: (message: ChatMessage) => void;
}) {
  if (!view.open) return null;
  return (
    <search className="border-b border-slate-200 bg-white px-3 py-2 text-sm">
      <form
        className="flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          view.onSubmit();
        }}
      >
        <input
          type="search"
          aria-label={T.searchField}
          // biome-ignore lint/a11y/noAutofocus: the field is what the user opened.
          autoFocus
          value={view.query}
          onChange={(event) => view.onChange(event.target.value)}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1"
        />
        <button
          type="submit"
          disabled={!view.canSubmit}
          className="rounded-md bg-sky-700 px-3 py-1 text-white disabled:opacity-50"
        >
          {T.searchSubmit}
        </button>
      </form>
      {view.searching && <p role="status">{T.searching}</p>}
      {view.noResults && <p role="status">{T.noResults}</p>}
      {view.error && (
        <p role="alert" className="text-red-700">
          {view.error}
        </p>
      )}
      {view.results && (
        <ul
          aria-label={T.searchField}
          className="mt-2 max-h-56 divide-y divide-slate-100 overflow-y-auto"
        >
          {view.results.map((message) => (
            <li key={message._id}>
              <button
                type="button"
                onClick={() => onChoose(message)}
                className="block w-full px-1 py-1.5 text-left hover:bg-sky-50"
              >
                <span className="block text-xs text-slate-500">
                  {message.user.name} · {messageTime(message.createdAt)}
                </span>
                <span className="line-clamp-2">{plainChatText(message.text)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </search>
  );
}
