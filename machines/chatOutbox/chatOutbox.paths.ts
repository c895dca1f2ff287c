import type { SnapshotFrom } from 'xstate';
import { afterEvent, definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { confirmedOf, OUTBOX_FIRST, OUTBOX_KEPT } from './chatOutbox.fixtures.ts';
import { chatOutboxMachine } from './chatOutbox.machine.ts';
import { chatOutboxShows } from './chatOutbox.shows.ts';

export const CHAT_OUTBOX_SAMPLE = {
  notMember: 'You are not a member of this channel',
  busy: 'The chat service is busy',
} as const;
const S = CHAT_OUTBOX_SAMPLE;

// What guards read: each message's state and failed tries (not the words of the failure).
const stateKey = (snapshot: SnapshotFrom<typeof chatOutboxMachine>) => ({
  value: snapshot.value,
  current: snapshot.context.current,
  items: snapshot.context.items.map((i) => [i.client_id, i.state, i.failures]),
});

export const chatOutboxPaths = definePathSpec({
  machine: chatOutboxMachine,
  shows: chatOutboxShows as never,
  events: [
    doneEvent('loadOutbox', []),
    errorEvent('loadOutbox', new Error('The browser keeps no database here')),
    { type: 'outbox.submit', item: OUTBOX_FIRST },
    doneEvent('sendMessage', confirmedOf(OUTBOX_FIRST)),
    errorEvent('sendMessage', new TypeError('Failed to fetch')),
    errorEvent('sendMessage', serviceError(S.busy, 503)),
    errorEvent('sendMessage', serviceError(S.notMember, 403)),
    afterEvent('backoff', 'chatOutbox.waiting'),
    { type: 'outbox.online' },
    { type: 'outbox.progress', client_id: OUTBOX_FIRST.client_id, progress: 0.5 },
    { type: 'outbox.retry', client_id: OUTBOX_FIRST.client_id },
    { type: 'outbox.discard', client_id: OUTBOX_FIRST.client_id },
    { type: 'outbox.seen', client_id: OUTBOX_FIRST.client_id },
  ],
  stateKey,
  // Upload progress comes only from a send under way.
  filterEvents: (snapshot, event) =>
    event.type !== 'outbox.progress' ||
    (snapshot.matches('sending') && snapshot.context.current === event.client_id),
  // After a reload: the kept message goes first, and is retried or dropped like any other.
  alsoWalk: [
    {
      machine: chatOutboxMachine,
      events: [
        doneEvent('loadOutbox', [OUTBOX_KEPT]),
        { type: 'outbox.submit', item: OUTBOX_FIRST },
        doneEvent('sendMessage', confirmedOf(OUTBOX_KEPT)),
        errorEvent('sendMessage', serviceError(S.notMember, 403)),
        { type: 'outbox.retry', client_id: OUTBOX_KEPT.client_id },
        { type: 'outbox.discard', client_id: OUTBOX_KEPT.client_id },
        { type: 'outbox.seen', client_id: OUTBOX_KEPT.client_id },
      ],
      stateKey,
    },
  ],
  describeEvent: (event) => {
    switch (event.type) {
      case 'outbox.submit':
        return `send "${event.item.text}"`;
      case 'outbox.retry':
        return `press 'Retry' on ${event.client_id}`;
      case 'outbox.discard':
        return `press 'Delete' on ${event.client_id}`;
      case 'outbox.seen':
        return `the event stream brings ${event.client_id} (already stored)`;
      case 'outbox.online':
        return 'the connection comes back';
      case 'xstate.after.backoff.chatOutbox.waiting':
        return 'the wait before the next try passes';
      case 'xstate.done.actor.loadOutbox':
        return `the browser's database gives ${event.output.length} kept message(s)`;
      case 'xstate.done.actor.sendMessage':
        return 'the server stores the message';
      case 'xstate.error.actor.sendMessage':
        return `the send fails (${event.error.status ?? 'network'}): "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
