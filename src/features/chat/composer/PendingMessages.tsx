import { pendingStatus, CHAT_OUTBOX_TEXTS as T } from '../../../../machines/chatOutbox/index.ts';
import type { PendingMessage } from '../../../domain/chat/types.ts';
import { Button } from '../../../ui/Button.tsx';
import { locationText } from '../channel/Attachments.tsx';
import { PlaceIcon } from '../chatIcons.tsx';

export type PendingMessagesProps = {
  pending: readonly PendingMessage[];
  onRetry(clientId: string): void;
  onDiscard(clientId: string): void;
};

/**
 * The user's messages the server has not confirmed, after the confirmed ones: each says where
 * it stands; a failed one offers Retry and Delete. The channel pane may render these itself.
 */
export function PendingMessages({ pending, onRetry, onDiscard }: PendingMessagesProps) {
  if (pending.length === 0) return null;
  return (
    <ol aria-label="Messages not yet sent" className="flex flex-col items-end gap-2 px-3 py-2">
      {pending.map((message) => (
        <li
          key={message.client_id}
          className={`max-w-[75%] rounded-lg px-3 py-2 text-sm ${message.state === 'failed' ? 'border border-red-300 bg-red-50' : 'bg-brand-50'}`}
        >
          {message.replied_to ? (
            <p className="mb-1 truncate border-l-2 border-slate-400 pl-2 text-xs text-slate-600">
              {message.replied_to.text}
            </p>
          ) : null}
          {message.attachmentName ? (
            <p className="text-xs font-medium text-slate-700">{message.attachmentName}</p>
          ) : null}
          {message.location ? (
            <p className="flex items-center gap-1 text-xs font-medium text-slate-700">
              <PlaceIcon /> {locationText(message.location)}
            </p>
          ) : null}
          <p className="whitespace-pre-wrap break-words">{message.text}</p>
          <p
            role={message.state === 'failed' ? 'alert' : 'status'}
            className={`mt-1 text-xs ${message.state === 'failed' ? 'text-red-700' : 'text-slate-600'}`}
          >
            {pendingStatus(message)}
          </p>
          {message.state === 'sending' && message.progress !== null ? (
            <progress
              className="w-full"
              max={1}
              value={message.progress}
              aria-label={pendingStatus(message)}
            />
          ) : null}
          {message.state === 'failed' ? (
            <div className="mt-1 flex justify-end gap-2">
              <Button variant="secondary" onClick={() => onRetry(message.client_id)}>
                {T.retry}
              </Button>
              <Button variant="secondary" onClick={() => onDiscard(message.client_id)}>
                {T.discard}
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
