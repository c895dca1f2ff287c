// @vitest-environment jsdom
// The chat page over a fake chat service: its channel list and its open channel hear the same
// chat stream (the realtime connection, and the outbox's confirmations of what the user sent).
import 'fake-indexeddb/auto';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { sampleChannels } from '../../machines/channelList/channelList.fixtures.ts';
import { sampleMessage } from '../../machines/chatChannel/chatChannel.fixtures.ts';
import { CHAT_CHANNEL_TEXTS as C } from '../../machines/chatChannel/index.ts';
import { CHAT_COMPOSER_TEXTS } from '../../machines/chatComposer/index.ts';
import type { paths as MainPaths } from '../../openapi/generated/main.ts';
import { createQueryClient } from '../../src/app/queryClient.ts';
import type { ChatChannel, ChatMessage } from '../../src/domain/chat/types.ts';
import { ChatPage } from '../../src/features/chat/ChatPage.tsx';
import { CHAT_PAGE_TEXTS as T } from '../../src/features/chat/chatPageTexts.ts';
import { createMessageHub, RealtimeContext } from '../../src/features/realtime/realtimeContext.ts';
import { withTallChatList } from '../support/chatLayout.ts';
import { type ChatRequest, fakeChatServer } from '../support/fakeChatServer.ts';
import { type Answer, fail, ok } from '../support/fakeCustomerServer.ts';

// The lists (the messages, the channels) get a tall viewport so every row renders.
withTallChatList(
  (element) =>
    element.hasAttribute('data-chat-scroll') ||
    element.firstElementChild?.matches('ul[aria-label]') === true,
);

const ME = { username: '9000000001', name: 'Ravi Kumar' };
const CHANNELS = sampleChannels(3) as ChatChannel[];
const OPEN = CHANNELS[0]!;
const OTHER = CHANNELS[1]!;

/** The chat service: three channels, none with messages yet; a message sent comes back stored. */
function chatAnswer(request: ChatRequest): Answer {
  const { path, method } = request;
  if (path === '/channels/list') return ok({ channels: CHANNELS, total: CHANNELS.length });
  if (path === '/channel') {
    const found = CHANNELS.find((channel) => channel.name === request.query.get('name'));
    return found ? ok(found) : fail(404, 'Channel not found');
  }
  if (path === '/acl/get-members') return ok({ admins: [], normal_users: [], current_member: {} });
  if (path === '/channel-message' && method === 'GET') return ok({ messages: [], has_more: false });
  if (path === '/channel-message' && method === 'POST') {
    const form = request.body as FormData;
    return ok({
      ...sampleMessage(500, String(form.get('channel'))),
      _id: 'sent-1',
      client_id: String(form.get('client_id')),
      text: String(form.get('text')),
      createdAt: new Date().toISOString(),
      user: { _id: ME.username, name: ME.name },
    } satisfies ChatMessage);
  }
  if (path === '/channels/read') return ok({});
  if (path === '/bchat/contacts-list') return ok({ contacts: [] });
  if (path === '/acl/acl-of-users') return ok({ users: [] });
  return fail(404, `Not found: ${method} ${path}`);
}

function openChatPage(channel: string | null) {
  const chat = fakeChatServer(chatAnswer);
  // No blacklist record kept for the user: every feature enabled.
  const main = createClient<MainPaths>({
    baseUrl: 'http://main.test/api/v1',
    fetch: async () =>
      new Response(JSON.stringify({ error: 'No record' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
  });
  const hub = createMessageHub();
  const search = channel ? `?channel=${encodeURIComponent(channel)}` : '';
  const location = memoryLocation({ path: `/lender/admin/chat${search}` });
  render(
    <QueryClientProvider client={createQueryClient({ retryDelay: 0 })}>
      <RealtimeContext.Provider value={{ actor: null, hub }}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <ChatPage me={ME} api={{ chat: chat.client, main }} />
        </Router>
      </RealtimeContext.Provider>
    </QueryClientProvider>,
  );
  return { chat, hub };
}

const sidebar = () => screen.getByRole('complementary', { name: T.sidebar });
// The open channel is its own chunk: the first one opened waits for it.
const openChannelMessages = () =>
  screen.findByRole('region', { name: C.messages(OPEN.display_name) }, { timeout: 5000 });

describe('the chat page', () => {
  it('asks to select a channel when none is named', async () => {
    openChatPage(null);
    expect(await within(sidebar()).findByText(OTHER.display_name)).toBeVisible();
    expect(screen.getByText(T.selectChannel)).toBeVisible();
  });

  it('gives a realtime message to the list, and to the open channel when it is its own', async () => {
    const { hub } = openChatPage(OPEN.name);
    await within(sidebar()).findByText(OTHER.display_name);
    const pane = await openChannelMessages();
    const here = { ...sampleMessage(1, OPEN.name), text: 'Receipts filed for the week' };
    const there = { ...sampleMessage(2, OTHER.name), text: 'Credit desk meets at four' };
    act(() => {
      hub.deliver({ type: 'NEW_MESSAGE', channel: OPEN.name, message: here });
      hub.deliver({ type: 'NEW_MESSAGE', channel: OTHER.name, message: there });
    });
    expect(await within(pane).findByText(here.text)).toBeVisible();
    expect(within(pane).queryByText(there.text)).toBeNull();
    expect(await within(sidebar()).findByText(here.text)).toBeVisible();
    expect(within(sidebar()).getByText(there.text)).toBeVisible();
  });

  it("gives the list the outbox's confirmation of a message sent in the open channel", async () => {
    const { chat } = openChatPage(OPEN.name);
    await within(sidebar()).findByText(OTHER.display_name);
    const pane = await openChannelMessages();
    const input = screen.getByPlaceholderText(CHAT_COMPOSER_TEXTS.placeholder);
    fireEvent.change(input, { target: { value: 'Cash deposited at the branch' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(chat.of('/channel-message', 'POST')).toHaveLength(1));
    expect(await within(sidebar()).findByText('Cash deposited at the branch')).toBeVisible();
    await waitFor(() =>
      expect(within(pane).queryByRole('article', { name: C.sending })).toBeNull(),
    );
    expect(within(pane).getByText('Cash deposited at the branch')).toBeVisible();
  });
});
