import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  confirmedOf,
  OUTBOX_FIRST,
  OUTBOX_KEPT,
  OUTBOX_SECOND,
} from '../../machines/chatOutbox/chatOutbox.fixtures.ts';
import { chatOutboxPaths } from '../../machines/chatOutbox/chatOutbox.paths.ts';
import {
  BACKOFF_MS,
  type ChatOutboxActors,
  type ChatOutboxEmitted,
  chatOutboxMachine,
  connectChatOutbox,
  CHAT_OUTBOX_TEXTS as T,
} from '../../machines/chatOutbox/index.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof chatOutboxMachine.transition>;

describeMachinePaths('chatOutbox', chatOutboxPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const { items, current } = state.context;
  // One at a time: only the current message is being sent, and only while sending.
  const sending = items.filter((item) => item.state === 'sending').map((i) => i.client_id);
  expect(sending).toEqual(sending.length && state.matches('sending') ? [current] : []);
  // Never resting with a message to send and nothing under way.
  if (state.matches('idle')) expect(items.some((i) => i.state === 'pending')).toBe(false);
  // Oldest first: nothing older than the one being sent still waits.
  const at = items.findIndex((i) => i.client_id === current);
  const started = history.at(-2)?.state.context.current !== current;
  if (state.matches('sending') && at >= 0 && started) {
    expect(items.slice(0, at).some((i) => i.state === 'pending')).toBe(false);
  }
  // A message confirmed is gone; a refusal (4xx) is failed at once with the server's words.
  const last = history.at(-1)!.event;
  const before = history.at(-2)?.state.context as typeof state.context | undefined;
  const wasQueued = before?.items.some((i) => i.client_id === before.current);
  if (last.type === 'xstate.error.actor.sendMessage' && last.error.status === 403 && wasQueued) {
    expect(items.find((i) => i.client_id === before!.current)?.state).toBe('failed');
    expect(items.find((i) => i.client_id === before!.current)?.error).toBe(last.error.message);
  }
  if (last.type === 'xstate.done.actor.sendMessage') {
    expect(items.some((i) => i.client_id === before!.current)).toBe(false);
  }
  for (const item of items) expect(item.failures).toBeLessThanOrEqual(BACKOFF_MS.length + 1);
});

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('chatOutbox with live actors', () => {
  const start = (kept: (typeof OUTBOX_KEPT)[] = []) => {
    const fakes = deferredActors<ChatOutboxActors>(['loadOutbox', 'sendMessage']);
    const actor = createActor(chatOutboxMachine.provide({ actors: fakes.actors })).start();
    const emitted: ChatOutboxEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    return {
      fakes,
      actor,
      emitted,
      load: async () => {
        fakes.latest('loadOutbox').resolve(kept);
        await settle();
      },
    };
  };

  it('sends in order, one at a time, publishes each answer and forgets it', async () => {
    const { fakes, actor, emitted, load } = start();
    actor.send({ type: 'outbox.submit', item: OUTBOX_FIRST });
    actor.send({ type: 'outbox.submit', item: OUTBOX_SECOND });
    await load();
    expect(fakes.calls.sendMessage.map((c) => c.input.client_id)).toEqual(['c-1']);
    fakes.latest('sendMessage').resolve(confirmedOf(OUTBOX_FIRST));
    await settle();
    expect(fakes.calls.sendMessage.map((c) => c.input.client_id)).toEqual(['c-1', 'c-2']);
    fakes.latest('sendMessage').resolve(confirmedOf(OUTBOX_SECOND));
    await settle();
    expect(connectChatOutbox(actor.getSnapshot()).pending).toEqual([]);
    expect(emitted.filter((e) => e.type === 'message.confirmed').map((e) => e.message._id)).toEqual(
      ['m-c-1', 'm-c-2'],
    );
    expect(emitted.filter((e) => e.type === 'item.removed')).toHaveLength(2);
  });

  it('resumes what a reload left, before what is new, with the same client_id', async () => {
    const { fakes, actor, load } = start([{ ...OUTBOX_KEPT, state: 'sending' }]);
    actor.send({ type: 'outbox.submit', item: OUTBOX_FIRST });
    await load();
    expect(fakes.latest('sendMessage').input.client_id).toBe(OUTBOX_KEPT.client_id);
  });

  it('retries after 1, 2, 5, 10 and 20 s, then fails with Retry; Retry sends the same id', async () => {
    vi.useFakeTimers();
    try {
      const { fakes, actor, load } = start();
      actor.send({ type: 'outbox.submit', item: OUTBOX_FIRST });
      await load();
      for (const wait of BACKOFF_MS) {
        fakes.latest('sendMessage').reject(new TypeError('Failed to fetch'));
        await settle();
        const calls = fakes.calls.sendMessage.length;
        await vi.advanceTimersByTimeAsync(wait - 1);
        expect(fakes.calls.sendMessage).toHaveLength(calls);
        await vi.advanceTimersByTimeAsync(1);
        expect(fakes.calls.sendMessage).toHaveLength(calls + 1);
      }
      fakes.latest('sendMessage').reject(new TypeError('Failed to fetch'));
      await settle();
      const [failed] = connectChatOutbox(actor.getSnapshot()).pending;
      expect([failed!.state, failed!.error]).toEqual(['failed', T.networkDown]);
      actor.send({ type: 'outbox.retry', client_id: OUTBOX_FIRST.client_id });
      expect(fakes.calls.sendMessage.map((c) => c.input.client_id)).toEqual(
        Array(BACKOFF_MS.length + 2).fill('c-1'),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries at once when the connection returns', async () => {
    const { fakes, actor, load } = start();
    actor.send({ type: 'outbox.submit', item: OUTBOX_FIRST });
    await load();
    fakes.latest('sendMessage').reject(Object.assign(new Error('Bad gateway'), { status: 502 }));
    await settle();
    actor.send({ type: 'outbox.online' });
    expect(fakes.calls.sendMessage).toHaveLength(2);
  });

  it('ignores a confirmation of a message the event stream already brought', async () => {
    const { fakes, actor, emitted, load } = start();
    actor.send({ type: 'outbox.submit', item: OUTBOX_FIRST });
    await load();
    actor.send({ type: 'outbox.seen', client_id: OUTBOX_FIRST.client_id });
    fakes.latest('sendMessage').resolve(confirmedOf(OUTBOX_FIRST));
    await settle();
    expect(emitted.some((e) => e.type === 'message.confirmed')).toBe(false);
    expect(connectChatOutbox(actor.getSnapshot()).pending).toEqual([]);
  });

  it('fails a refusal at once with the server words; Delete forgets it', async () => {
    const { fakes, actor, emitted, load } = start();
    actor.send({ type: 'outbox.submit', item: OUTBOX_FIRST });
    await load();
    fakes
      .latest('sendMessage')
      .reject(Object.assign(new Error('You are not a member of this channel'), { status: 403 }));
    await settle();
    expect(connectChatOutbox(actor.getSnapshot()).pending[0]!.error).toBe(
      'You are not a member of this channel',
    );
    actor.send({ type: 'outbox.discard', client_id: OUTBOX_FIRST.client_id });
    expect(connectChatOutbox(actor.getSnapshot()).pending).toEqual([]);
    expect(emitted.at(-1)).toEqual({ type: 'item.removed', client_id: 'c-1' });
  });
});
