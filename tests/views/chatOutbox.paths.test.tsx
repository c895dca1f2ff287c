// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  confirmedOf,
  OUTBOX_CHANNEL,
  OUTBOX_FIRST,
  OUTBOX_KEPT,
  OUTBOX_SECOND,
} from '../../machines/chatOutbox/chatOutbox.fixtures.ts';
import { chatOutboxPaths } from '../../machines/chatOutbox/chatOutbox.paths.ts';
import { chatOutboxShows } from '../../machines/chatOutbox/chatOutbox.shows.ts';
import { type OutboxItem, CHAT_OUTBOX_TEXTS as T } from '../../machines/chatOutbox/index.ts';
import { type ChatEventBus, createChatEventBus } from '../../src/domain/chat/events.ts';
import type { ChatChannel, ChatEvent, ChatMessage } from '../../src/domain/chat/types.ts';
import {
  Composer,
  PendingMessages,
  useChatOutbox,
} from '../../src/features/chat/composer/index.ts';
import type { ChatOutboxStore } from '../../src/platform/chatOutboxStore.ts';
import { type Deferred, deferred } from '../support/deferred.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Call<TIn, TOut> = Deferred<TOut> & { input: TIn; onProgress?: (fraction: number) => void };

/** A store and a server whose answers the test gives, and the chat's event stream. */
function outboxFakes(kept: OutboxItem[] = []) {
  const calls = {
    loadOutbox: [] as Call<void, OutboxItem[]>[],
    sendMessage: [] as Call<OutboxItem, ChatMessage>[],
  };
  const stored = new Map<string, OutboxItem>(kept.map((item) => [item.client_id, item]));
  const published: ChatEvent[] = [];
  const events: ChatEventBus = createChatEventBus();
  events.subscribe((event) => published.push(event));
  const store: ChatOutboxStore = {
    load: () => {
      const call = Object.assign(deferred<OutboxItem[]>(), { input: undefined });
      calls.loadOutbox.push(call);
      return call.promise;
    },
    save: async (item) => void stored.set(item.client_id, item),
    remove: async (id) => void stored.delete(id),
  };
  const send = (input: OutboxItem, onProgress: (fraction: number) => void) => {
    const call = Object.assign(deferred<ChatMessage>(), { input, onProgress });
    calls.sendMessage.push(call);
    return call.promise;
  };
  return {
    calls,
    stored,
    published,
    events,
    store,
    send,
    latest: (name: keyof typeof calls) => calls[name].at(-1)! as never,
  };
}
type Fakes = ReturnType<typeof outboxFakes>;

const CHANNEL = { name: OUTBOX_CHANNEL } as ChatChannel;

function Desk({ fakes }: { fakes: Fakes }) {
  const outbox = useChatOutbox({ events: fakes.events, send: fakes.send, store: fakes.store });
  return (
    <>
      <PendingMessages
        pending={outbox.pendingFor(OUTBOX_CHANNEL)}
        onRetry={outbox.retry}
        onDiscard={outbox.discard}
      />
      <Composer
        channel={CHANNEL}
        me={{ username: '9000000001', name: 'Ravi Kumar' }}
        replyTo={null}
        onReplyClear={() => {}}
        members={null}
        send={outbox.submit}
      />
    </>
  );
}

let ids: string[] = [];
beforeEach(() => {
  ids = [OUTBOX_FIRST.client_id, OUTBOX_SECOND.client_id];
  vi.spyOn(crypto, 'randomUUID').mockImplementation(() => ids.shift() as never);
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const input = () => screen.getByPlaceholderText('Write message here...');
const type = (text: string) => {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key: 'Enter' });
};
const settle = () => act(async () => {});

function expectOutboxState(state: AnyMachineSnapshot, { fakes, path, step }: ReplayContext<Fakes>) {
  expectScreenShows(chatOutboxShows as never, state, screen);
  // What the browser's database holds is what is on screen: nothing confirmed, nothing lost.
  const shown = (state.context as { items: OutboxItem[] }).items.map((i) => i.client_id).sort();
  if (!state.matches('loading')) expect([...fakes.stored.keys()].sort()).toEqual(shown);
  const last = path.steps[step]!.event;
  if (last.type === 'xstate.done.actor.sendMessage' && !state.context.items.length) {
    expect(fakes.published.at(-1)).toMatchObject({ type: 'NEW_MESSAGE', channel: OUTBOX_CHANNEL });
  }
}

function outboxDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => outboxFakes(),
    render: (fakes) => <Desk fakes={fakes} />,
    // Each wait is at most 20 s; waiting longer changes nothing once the next try is under way.
    delays: { backoff: 20000 },
    gestures: {
      'outbox.submit': async (e) => type(e.item.text),
      'outbox.online': async () => act(() => void window.dispatchEvent(new Event('online'))),
      'outbox.progress': async (e, { fakes }) =>
        act(() => fakes.calls.sendMessage.at(-1)!.onProgress!(e.progress)),
      'outbox.retry': (_e, { user }) => user.click(screen.getByRole('button', { name: T.retry })),
      'outbox.discard': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: T.discard })),
      'outbox.seen': async (e, { fakes }) =>
        act(() =>
          fakes.events.publish({
            type: 'NEW_MESSAGE',
            channel: OUTBOX_CHANNEL,
            message: confirmedOf({ ...OUTBOX_FIRST, client_id: e.client_id }, 'm-broker'),
          }),
        ),
    },
    expectState: async (state, context) => {
      await settle();
      expectOutboxState(state, context);
    },
  };
}

describe('the outbox through the composer and the pending messages', () => {
  it.each(viewCases(chatOutboxPaths))('$title', async ({ path }) => {
    await replayThroughView(path, outboxDriver());
  });

  it('resumes after a reload: what was kept goes first, then what is new, each once, in order', async () => {
    const fakes = outboxFakes([OUTBOX_KEPT]);
    render(<Desk fakes={fakes} />);
    type(OUTBOX_FIRST.text);
    type(OUTBOX_SECOND.text);
    await act(async () => fakes.calls.loadOutbox[0]!.resolve([OUTBOX_KEPT]));
    expect(screen.getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual([
      OUTBOX_KEPT.text,
      OUTBOX_FIRST.text,
      OUTBOX_SECOND.text,
    ]);
    for (const expected of [OUTBOX_KEPT, OUTBOX_FIRST, OUTBOX_SECOND]) {
      const call = fakes.calls.sendMessage.at(-1)!;
      expect(call.input.client_id).toBe(expected.client_id);
      await act(async () => call.resolve(confirmedOf(call.input)));
    }
    expect(fakes.calls.sendMessage).toHaveLength(3);
    expect(
      fakes.published.map((e) => (e.type === 'NEW_MESSAGE' ? e.message.client_id : null)),
    ).toEqual(['c-0', 'c-1', 'c-2']);
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    expect(fakes.stored.size).toBe(0);
  });
});
