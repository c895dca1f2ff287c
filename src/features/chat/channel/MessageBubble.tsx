import { useState } from 'react';
import {
  isLongText,
  CHAT_CHANNEL_TEXTS as T,
  truncatedText,
} from '../../../../machines/chatChannel/index.ts';
import { plainChatText } from '../../../domain/chat/textPatterns.ts';
import type { ChatMessage, ChatRepliedTo } from '../../../domain/chat/types.ts';
import { PinIcon } from '../chatIcons.tsx';
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
      className={`flex ${own ? 'justify-end' : 'justify-start'} px-3 py-1`}
    >
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
      </div>
    </article>
  );
}
