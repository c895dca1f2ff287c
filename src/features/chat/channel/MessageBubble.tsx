import { useState } from 'react';
import { externalUrlOf } from '../../../../machines/chatActions/chatActions.rules.ts';
import {
  isLongText,
  CHAT_CHANNEL_TEXTS as T,
  truncatedText,
} from '../../../../machines/chatChannel/index.ts';
import { plainChatText } from '../../../domain/chat/textPatterns.ts';
import type { ChatMessage, ChatRepliedTo } from '../../../domain/chat/types.ts';
import { useChatActionLauncher } from '../actions/chatActionsLauncher.ts';
import { PinIcon } from '../chatIcons.tsx';
import { MemberAvatar } from '../moderation/MemberAvatar.tsx';
import { Attachments, type FileUrl } from './Attachments.tsx';
import { ChatText } from './ChatText.tsx';
import { MessageMenu, type MessageMenuItem } from './MessageMenu.tsx';

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
export const messageTime = (iso: string) => timeFormat.format(new Date(iso));

/** The quoted message of a reply (and of the composer's reply bar). */
export function Quote({ quoted }: { quoted: ChatRepliedTo }) {
  return (
    <blockquote className="mb-1 border-l-4 border-sky-400 bg-white/60 px-2 py-1 text-xs text-slate-600">
      <span className="block font-medium text-slate-800">{quoted.user.name}</span>
      <span className="line-clamp-2">{plainChatText(quoted.text)}</span>
    </blockquote>
  );
}

const ACTION_BUTTON =
  'mt-2 inline-block rounded-md border border-sky-600 px-3 py-1 text-xs font-medium text-sky-800 hover:bg-sky-50';

/**
 * A message's button (spec part 2 §3 action_type, action_data): an external link opens in a new
 * tab (http/https only); a chat action opens the channel's chat actions at it, prefilled.
 */
function ActionButton({ message }: { message: ChatMessage }) {
  const open = useChatActionLauncher();
  const data = message.action_data;
  if (!message.action_type || !data?.button) return null;
  if (message.action_type === 'external_url') {
    const url = externalUrlOf(data.url);
    return url ? (
      <a href={url} target="_blank" rel="noopener noreferrer" className={ACTION_BUTTON}>
        {data.button}
      </a>
    ) : null;
  }
  if (!open || !data.name) return null;
  const start = { name: data.name, defaultParams: data.default_params ?? {} };
  return (
    <button type="button" className={ACTION_BUTTON} onClick={() => open(start)}>
      {data.button}
    </button>
  );
}

export type BubbleProps = {
  message: ChatMessage;
  own: boolean;
  highlighted: boolean;
  fileUrl: FileUrl;
  actions: MessageMenuItem[];
};

/** One message: author and time, the quote it replies to, its text (long ones cut), attachments. */
export function MessageBubble({ message, own, highlighted, fileUrl, actions }: BubbleProps) {
  // Whether a long text is opened is the reader's own view, not the channel's state.
  const [expanded, setExpanded] = useState(false);
  const long = isLongText(message.text);
  const time = messageTime(message.createdAt);
  const author = own ? T.you : message.user.name;
  return (
    <article
      aria-label={`${author}, ${time}`}
      data-message-id={message._id}
      className={`flex ${own ? 'justify-end' : 'justify-start'} gap-2 px-3 py-1`}
    >
      {!own && (
        <MemberAvatar user={{ username: message.user._id, name: message.user.name, image: null }} />
      )}
      <div
        className={`max-w-[75%] rounded-lg px-3 py-2 text-sm shadow-sm ${own ? 'bg-sky-100' : 'bg-white'} ${highlighted ? 'ring-2 ring-amber-400' : ''}`}
      >
        <header className="mb-0.5 flex items-center gap-2 text-xs text-slate-500">
          <span className="font-semibold text-slate-800">{author}</span>
          <time dateTime={message.createdAt}>{time}</time>
          {message.pinned && (
            <span role="img" aria-label={T.pinned} className="text-amber-700">
              <PinIcon className="size-3.5" />
            </span>
          )}
          <span className="ml-auto">
            <MessageMenu name={T.actionsOf(author, time)} items={actions} />
          </span>
        </header>
        {message.replied_to && <Quote quoted={message.replied_to} />}
        {message.text && (
          <p className="break-words whitespace-pre-wrap">
            <ChatText text={long && !expanded ? truncatedText(message.text) : message.text} />
          </p>
        )}
        {long && (
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
            className="mt-1 text-xs font-medium text-sky-700 underline"
          >
            {expanded ? T.seeLess : T.seeMore}
          </button>
        )}
        <Attachments message={message} fileUrl={fileUrl} />
        <ActionButton message={message} />
      </div>
    </article>
  );
}
