import dayjs from 'dayjs';
import type { ChatChannel } from '../../../../machines/channelList/index.ts';
import { ChannelAvatars } from './ChannelAvatars.tsx';
import { LIST_TEXTS as T } from './listTexts.ts';
import { previewText } from './previewText.tsx';

export type ChannelItemProps = {
  channel: ChatChannel;
  /** The name to show (a p2p channel's from the contact-name cache, when it knows it). */
  title: string;
  open: boolean;
  canToggle: boolean;
  onOpen: () => void;
  /** Arrow keys: move to the next (1) or previous (-1) channel. */
  onStep?: (step: 1 | -1) => void;
  onFavourite: (on: boolean) => void;
  onNotification: (on: boolean) => void;
};

/**
 * One channel in the list (spec part 2 §2): avatar(s), favourite star, name, public tag, unread
 * and @ badges, the last message with bold and mentions, and its day and month.
 */
export function ChannelItem({
  channel,
  title,
  open,
  canToggle,
  onOpen,
  onStep,
  onFavourite,
  onNotification,
}: ChannelItemProps) {
  const last = channel.last_message;
  return (
    <div
      className={`flex items-center gap-2 rounded-md px-2 py-2 ${open ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
    >
      <button
        type="button"
        data-channel-open={channel.name}
        aria-current={open ? 'true' : undefined}
        onClick={onOpen}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          onStep?.(event.key === 'ArrowDown' ? 1 : -1);
        }}
        className="flex min-w-0 flex-1 items-center gap-3 text-left focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ChannelAvatars channel={channel} title={title} />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-1.5">
            <span className="truncate font-semibold text-slate-900">{title}</span>
            {channel.type === 'public' ? (
              <span className="rounded bg-slate-200 px-1 text-[10px] text-slate-700 uppercase">
                {T.publicTag}
              </span>
            ) : null}
            {last ? (
              <span className="ml-auto shrink-0 text-xs text-slate-600">
                {dayjs(last.createdAt).format('D MMM')}
              </span>
            ) : null}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="truncate text-sm text-slate-700">
              {last ? previewText(last.text) : T.noMessages}
            </span>
            {channel.unreadMentionsCount > 0 ? (
              <span
                className="ml-auto shrink-0 rounded-full bg-amber-500 px-1.5 text-xs font-bold text-white"
                title={T.mentions(channel.unreadMentionsCount)}
              >
                @<span className="sr-only">{T.mentions(channel.unreadMentionsCount)}</span>
              </span>
            ) : null}
            {channel.unreadCount > 0 ? (
              <span
                data-unread=""
                className={`${channel.unreadMentionsCount > 0 ? '' : 'ml-auto'} shrink-0 rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white`}
              >
                {channel.unreadCount}
                <span className="sr-only"> {T.unread(channel.unreadCount)}</span>
              </span>
            ) : null}
          </span>
        </span>
      </button>
      <button
        type="button"
        aria-label={T.favourite(title)}
        aria-pressed={channel.fav}
        disabled={!canToggle}
        onClick={() => onFavourite(!channel.fav)}
        className={`rounded p-1 text-lg leading-none disabled:opacity-50 ${channel.fav ? 'text-amber-500' : 'text-slate-400'}`}
      >
        <span aria-hidden="true">{channel.fav ? '★' : '☆'}</span>
      </button>
      <button
        type="button"
        aria-label={T.notifications(title)}
        aria-pressed={channel.notification}
        disabled={!canToggle}
        onClick={() => onNotification(!channel.notification)}
        className={`rounded p-1 text-sm leading-none disabled:opacity-50 ${channel.notification ? 'text-slate-700' : 'text-slate-500'}`}
      >
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" focusable="false">
          <path
            d="M10 2a5 5 0 0 0-5 5v3l-1.5 3h13L15 10V7a5 5 0 0 0-5-5Zm-2 13a2 2 0 0 0 4 0"
            fill={channel.notification ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
      </button>
    </div>
  );
}
