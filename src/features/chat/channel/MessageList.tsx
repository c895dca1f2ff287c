import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  type ChatChannelModel,
  CHAT_CHANNEL_TEXTS as T,
} from '../../../../machines/chatChannel/index.ts';
import type { ChatMessage, PendingMessage } from '../../../domain/chat/types.ts';
import type { FileUrl } from './Attachments.tsx';
import { MessageBubble } from './MessageBubble.tsx';
import type { MessageMenuItem } from './MessageMenu.tsx';
import { PendingBubble } from './PendingBubble.tsx';

/** Within this many pixels of an end counts as being there. */
const NEAR_PX = 120;
const ESTIMATE_PX = 72;

type Row = { kind: 'message'; message: ChatMessage } | { kind: 'pending'; pending: PendingMessage };

export type MessageListProps = {
  view: ChatChannelModel;
  label: string;
  me: string;
  pending: readonly PendingMessage[];
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  fileUrl: FileUrl;
  actionsFor: (message: ChatMessage) => MessageMenuItem[];
};

/**
 * The messages as a reverse virtual list anchored to the newest: it opens at the bottom and stays
 * there as messages arrive; scrolled up, the reading position holds (older ones prepended, new
 * ones appended) and a 'New messages' pill jumps down. Reaching the top asks for older ones.
 */
export function MessageList(props: MessageListProps) {
  const { view } = props;
  if (view.loading || view.loadError) {
    return (
      <div className="flex flex-1 items-center justify-center bg-slate-50 text-sm text-slate-600">
        {view.loading && <p role="status">{T.loading}</p>}
        {view.loadError && (
          <p role="alert" className="text-red-700">
            {view.loadError}{' '}
            <button type="button" onClick={view.onRetry} className="underline">
              {T.retry}
            </button>
          </p>
        )}
      </div>
    );
  }
  return <LoadedList {...props} />;
}

function LoadedList(props: MessageListProps) {
  const { view, pending } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows: Row[] = [
    ...view.messages.map((message) => ({ kind: 'message' as const, message })),
    ...pending.map((item) => ({ kind: 'pending' as const, pending: item })),
  ];
  const count = rows.length;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATE_PX,
    getItemKey: (index) => {
      const row = rows[index]!;
      return row.kind === 'message' ? row.message._id : `pending-${row.pending.client_id}`;
    },
    overscan: 8,
    // The list opens at its end: the virtualizer puts its scroll element at this offset when it
    // attaches (by default 0, the top, which would ask for older messages and hold there).
    initialOffset: () => count * ESTIMATE_PX,
  });
  const atBottom = useRef(true);
  const [unseen, setUnseen] = useState(false);
  const previous = useRef({ first: null as string | null, last: null as string | null, total: 0 });
  const first = view.messages[0]?._id ?? null;
  const lastKey = count ? String(virtualizer.options.getItemKey(count - 1)) : null;

  const toBottom = useCallback(() => {
    atBottom.current = true;
    setUnseen(false);
    const element = scrollRef.current;
    if (!element) return;
    // Straight to the end of what is laid out (every row at least estimated).
    element.scrollTop = element.scrollHeight;
    // Rows are measured after they paint (a video is taller than estimated): settle at the end.
    requestAnimationFrame(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
  }, []);

  // Anchoring: runs before paint whenever the first or last row changes.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    const before = previous.current;
    const total = virtualizer.getTotalSize();
    previous.current = { first, last: lastKey, total };
    if (!element || !count) return;
    if (before.last === null) {
      toBottom();
    } else if (first !== before.first && before.first !== null && lastKey === before.last) {
      // Older ones prepended: move down by what was added above, so the same message stays put.
      element.scrollTop += total - before.total;
    } else if (lastKey !== before.last) {
      if (atBottom.current) toBottom();
      else setUnseen(true);
    }
  }, [first, lastKey, count, toBottom, virtualizer]);

  // A search result jumped to is brought into view.
  useEffect(() => {
    if (!view.highlightId) return;
    const index = view.messages.findIndex((m) => m._id === view.highlightId);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'center' });
  }, [view.highlightId, view.messages, virtualizer]);

  // A short channel never scrolls: ask for older ones while the list does not fill its height.
  useEffect(() => {
    const element = scrollRef.current;
    if (element && element.scrollHeight > 0 && element.scrollHeight <= element.clientHeight) {
      view.onReachTop();
    }
  }, [view]);

  const onScroll = () => {
    const element = scrollRef.current!;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_PX;
    if (atBottom.current) setUnseen(false);
    if (element.scrollTop < NEAR_PX) view.onReachTop();
  };

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <section
        ref={scrollRef}
        onScroll={onScroll}
        // Focusable so the keyboard scrolls it (arrows, Page Up/Down, Home/End).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
        tabIndex={0}
        aria-label={props.label}
        aria-busy={view.loadingOlder || undefined}
        data-chat-scroll=""
        className="min-h-0 flex-1 overflow-y-auto bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        <TopOfList view={view} />
        <ul className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            return (
              <li
                key={item.key}
                aria-setsize={count}
                aria-posinset={item.index + 1}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute inset-x-0 top-0"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {row.kind === 'message' ? (
                  <MessageBubble
                    message={row.message}
                    own={row.message.user._id === props.me}
                    highlighted={row.message._id === view.highlightId}
                    fileUrl={props.fileUrl}
                    actions={props.actionsFor(row.message)}
                  />
                ) : (
                  <PendingBubble
                    pending={row.pending}
                    onRetry={props.onRetry}
                    onDiscard={props.onDiscard}
                  />
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <div className="pointer-events-none absolute inset-x-0 bottom-2 flex justify-center gap-2">
        {view.detached && (
          <button type="button" onClick={view.onLatest} className={PILL}>
            {T.jumpToLatest}
          </button>
        )}
        {unseen && !view.detached && (
          <button type="button" onClick={toBottom} className={PILL}>
            {T.newMessages} ↓
          </button>
        )}
      </div>
    </div>
  );
}

const PILL =
  'pointer-events-auto rounded-full bg-sky-700 px-3 py-1 text-sm font-medium text-white shadow-md hover:bg-sky-800';

/** What is above the messages: older ones loading, their failure, or the beginning. */
function TopOfList({ view }: { view: ChatChannelModel }) {
  return (
    <div className="px-3 py-2 text-center text-xs text-slate-500">
      {view.loadingOlder && <p role="status">{T.loadingOlder}</p>}
      {view.olderError && (
        <p role="alert" className="text-red-700">
          {view.olderError}{' '}
          <button type="button" onClick={view.onRetryOlder} className="underline">
            {T.retry}
          </button>
        </p>
      )}
      {view.atBeginning && <p>{T.beginning}</p>}
      {view.empty && <p>{T.empty}</p>}
      {view.catchingUp && <p role="status">{T.catchingUp}</p>}
      {view.finding && <p role="status">{T.finding}</p>}
      {view.jumpError && (
        <p role="alert" className="text-red-700">
          {view.jumpError}
        </p>
      )}
    </div>
  );
}
