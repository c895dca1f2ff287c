import { CHAT_CHANNEL_TEXTS as T } from '../../../../machines/chatChannel/index.ts';
import type { PendingMessage } from '../../../domain/chat/types.ts';
import { PlaceIcon } from '../chatIcons.tsx';
import { locationText } from './Attachments.tsx';
import { ChatText } from './ChatText.tsx';
import { Quote } from './MessageBubble.tsx';

/** A message the server has not confirmed: a clock while it waits, the error with Retry and Delete. */
export function PendingBubble({
  pending,
  onRetry,
  onDiscard,
}: {
  pending: PendingMessage;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  const failed = pending.state === 'failed';
  return (
    <article aria-label={failed ? T.failed : T.sending} className="flex justify-end px-3 py-1">
      <div
        className={`max-w-[75%] rounded-lg px-3 py-2 text-sm shadow-sm ${failed ? 'border border-red-300 bg-red-50' : 'bg-sky-50 opacity-80'}`}
      >
        {pending.replied_to && <Quote quoted={pending.replied_to} />}
        {pending.text && (
          <p className="break-words whitespace-pre-wrap">
            <ChatText text={pending.text} />
          </p>
        )}
        {pending.attachmentName && (
          <p className="text-xs text-slate-600">📎 {pending.attachmentName}</p>
        )}
        {pending.location && (
          <p className="flex items-center gap-1 text-xs text-slate-600">
            <PlaceIcon /> {locationText(pending.location)}
          </p>
        )}
        {failed ? (
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
            <span role="alert" className="text-red-700">
              {T.failed}: {pending.error}
            </span>
            <button
              type="button"
              className="rounded border border-slate-300 bg-white px-2 py-0.5"
              aria-label={T.retrySendName}
              onClick={() => onRetry(pending.client_id)}
            >
              {T.retrySend}
            </button>
            <button
              type="button"
              className="rounded border border-slate-300 bg-white px-2 py-0.5 text-red-700"
              aria-label={T.discardName}
              onClick={() => onDiscard(pending.client_id)}
            >
              {T.discard}
            </button>
          </div>
        ) : (
          <p className="mt-1 text-right text-xs text-slate-500">
            <span aria-hidden="true">🕓</span> {T.sending}
            {pending.progress !== null && ` ${Math.round(pending.progress * 100)}%`}
          </p>
        )}
      </div>
    </article>
  );
}
