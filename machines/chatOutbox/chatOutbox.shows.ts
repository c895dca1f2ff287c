import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { pendingOf, pendingStatus } from './chatOutbox.connect.ts';
import { CHAT_OUTBOX_IDS } from './chatOutbox.fixtures.ts';
import { chatOutboxMachine } from './chatOutbox.machine.ts';
import { CHAT_OUTBOX_TEXTS as T } from './chatOutbox.texts.ts';

type Snapshot = SnapshotFrom<typeof chatOutboxMachine>;

const shown = (s: Snapshot) =>
  s.context.items.flatMap((item) => [item.text, pendingStatus(pendingOf(item))]);
const hasFailed = (s: Snapshot) => s.context.items.some((item) => item.state === 'failed');

/**
 * What the user sees of unconfirmed messages: each at once with where it stands (waiting,
 * sending with progress, trying again and why, failed and why), Retry and Delete when failed.
 */
export const chatOutboxShows = defineShows({
  machine: chatOutboxMachine,
  controls: {
    [T.retry]: CHAT_OUTBOX_IDS.map((client_id) => ({ type: 'outbox.retry', client_id })),
    [T.discard]: CHAT_OUTBOX_IDS.map((client_id) => ({ type: 'outbox.discard', client_id })),
  },
  states: {
    chatOutbox: {
      texts: shown,
      variants: [{ when: hasFailed, enabled: [T.retry, T.discard] }],
    },
    'chatOutbox.loading': {},
    'chatOutbox.idle': {},
    'chatOutbox.sending': {},
    'chatOutbox.waiting': {},
  },
});
