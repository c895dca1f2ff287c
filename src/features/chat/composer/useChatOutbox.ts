import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type ChatOutboxActors,
  chatOutboxMachine,
  type OutboxItem,
  type OutgoingMessage,
  pendingOf,
} from '../../../../machines/chatOutbox/index.ts';
import type { ChatEventBus } from '../../../domain/chat/events.ts';
import type { PendingMessage } from '../../../domain/chat/types.ts';
import { fromAbortable } from '../../../platform/abortableActor.ts';
import { type ChatOutboxStore, chatOutboxStore } from '../../../platform/chatOutboxStore.ts';
import { savedWorkOwner } from '../../../platform/session/storageKeys.ts';
import { browserStorage } from '../../../platform/storage/memoryStorage.ts';
import type { SendChatMessage } from './outboxCalls.ts';

export type UseChatOutboxOptions = {
  events: ChatEventBus;
  send: SendChatMessage;
  /** Where unsent messages are kept; the signed-in user's part of `kosh-outbox` by default. */
  store?: ChatOutboxStore;
  /** The message connection's state: its return is a cue to try again at once. */
  connected?: boolean;
};

export type ChatOutbox = {
  pendingFor(channel: string): readonly PendingMessage[];
  submit(draft: OutgoingMessage): void;
  retry(clientId: string): void;
  discard(clientId: string): void;
};

const newClientId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const EMPTY: readonly PendingMessage[] = [];

/**
 * The chat's one outbox (issue 17 §4): what the user sends shows at once as pending, is kept in
 * the browser's database until the server confirms it, and the confirmed message goes out on
 * the chat's event stream as NEW_MESSAGE, like any other.
 */
export function useChatOutbox({
  events,
  send,
  store,
  connected,
}: UseChatOutboxOptions): ChatOutbox {
  const [kept] = useState(
    () => store ?? chatOutboxStore(savedWorkOwner(browserStorage('localStorage'))),
  );
  const sendRef = useRef(send);
  sendRef.current = send;
  const progressRef = useRef<(clientId: string, progress: number) => void>(() => {});
  const [logic] = useState(() =>
    chatOutboxMachine.provide({
      actors: {
        loadOutbox: fromAbortable<readonly OutboxItem[], void>(() => kept.load()),
        sendMessage: fromAbortable(({ input, signal }) =>
          sendRef.current(
            input,
            (fraction) => progressRef.current(input.client_id, fraction),
            signal,
          ),
        ),
      } satisfies ChatOutboxActors,
    }),
  );
  const actor = useActorRef(logic);
  progressRef.current = (client_id, progress) =>
    actor.send({ type: 'outbox.progress', client_id, progress });

  useEffect(() => {
    const subscriptions = [
      actor.on('item.saved', ({ item }) => void kept.save(item).catch(() => {})),
      actor.on('item.removed', ({ client_id }) => void kept.remove(client_id).catch(() => {})),
      actor.on('message.confirmed', ({ channel, message }) =>
        events.publish({ type: 'NEW_MESSAGE', channel, message }),
      ),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, kept, events]);

  // A message the stream already has (the broker was faster, or a reload lost the answer).
  useEffect(
    () =>
      events.subscribe((event) => {
        if (event.type === 'NEW_MESSAGE' && event.message.client_id) {
          actor.send({ type: 'outbox.seen', client_id: event.message.client_id });
        }
      }),
    [actor, events],
  );

  useEffect(() => {
    const online = () => actor.send({ type: 'outbox.online' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [actor]);
  useEffect(() => {
    if (connected) actor.send({ type: 'outbox.online' });
  }, [actor, connected]);

  const items = useSelector(actor, (snapshot) => snapshot.context.items);
  const byChannel = useMemo(() => {
    const map = new Map<string, PendingMessage[]>();
    for (const item of items) {
      const list = map.get(item.channel) ?? [];
      list.push(pendingOf(item));
      map.set(item.channel, list);
    }
    return map;
  }, [items]);

  const pendingFor = useCallback((channel: string) => byChannel.get(channel) ?? EMPTY, [byChannel]);
  const submit = useCallback(
    (draft: OutgoingMessage) =>
      actor.send({
        type: 'outbox.submit',
        item: {
          ...draft,
          client_id: newClientId(),
          createdAt: new Date().toISOString(),
          state: 'pending',
          failures: 0,
          error: null,
          progress: null,
        },
      }),
    [actor],
  );
  const retry = useCallback(
    (client_id: string) => actor.send({ type: 'outbox.retry', client_id }),
    [actor],
  );
  const discard = useCallback(
    (client_id: string) => actor.send({ type: 'outbox.discard', client_id }),
    [actor],
  );
  return useMemo(
    () => ({ pendingFor, submit, retry, discard }),
    [pendingFor, submit, retry, discard],
  );
}
