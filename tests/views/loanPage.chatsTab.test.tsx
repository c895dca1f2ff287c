// @vitest-environment jsdom
// The loan page's Chats tab (#loanChannel) over a fake chat service: the loan's channel open in
// the tab as the chat screen opens it (messages, pinned message, composer through the outbox,
// realtime events), the way to the chat screen, and the server's words for a refusal.
import 'fake-indexeddb/auto';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PROFILE } from '../../machines/appSession/index.ts';
import { sampleMessage } from '../../machines/chatChannel/chatChannel.fixtures.ts';
import { CHAT_CHANNEL_TEXTS as C } from '../../machines/chatChannel/index.ts';
import { CHAT_COMPOSER_TEXTS } from '../../machines/chatComposer/index.ts';
import { createQueryClient } from '../../src/app/queryClient.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { CHAT_PAGE_TEXTS } from '../../src/features/chat/chatPageTexts.ts';
import { LOAN_PAGE_TEXTS as T } from '../../src/features/loanPage/loanPageTexts.ts';
import { LoanChannelView } from '../../src/features/loanPage/tabs/LoanChannelView.tsx';
import { createMessageHub, RealtimeContext } from '../../src/features/realtime/realtimeContext.ts';
import { withTallChatList } from '../support/chatLayout.ts';
import { deferred } from '../support/deferred.ts';
import { type ChatRequest, fakeChatServer } from '../support/fakeChatServer.ts';
import { type Answer, fail } from '../support/fakeCustomerServer.ts';
import {
  LOAN_CHANNEL,
  LOAN_CHANNEL_MESSAGES,
  LOAN_CHANNEL_RECORD,
  loanChannelAnswer,
  NOT_A_MEMBER,
} from '../support/fixtures/loanChannel.ts';
import { sampleLoan } from '../support/fixtures/loanPage.ts';

withTallChatList();

function openTab(answer: (request: ChatRequest) => Answer | Promise<Answer> = loanChannelAnswer()) {
  const server = fakeChatServer(answer);
  const hub = createMessageHub();
  const client = createQueryClient({ retryDelay: 0 });
  render(
    <QueryClientProvider client={client}>
      <RealtimeContext.Provider value={{ actor: null, hub }}>
        <LoanChannelView
          loan={sampleLoan()}
          me={SAMPLE_PROFILE}
          flags={roleFlagsOf('is_credit_underwriter')}
          chat={server.client}
        />
      </RealtimeContext.Provider>
    </QueryClientProvider>,
  );
  return { server, hub };
}

// The open channel is its own chunk: the first one opened waits for it.
const messageList = () =>
  screen.findByRole(
    'region',
    { name: C.messages(LOAN_CHANNEL_RECORD.display_name) },
    { timeout: 5000 },
  );

const expectOpenInChat = () =>
  expect(screen.getByRole('link', { name: T.openInChat })).toHaveAttribute(
    'href',
    `/lender/admin/chat?channel=${encodeURIComponent(LOAN_CHANNEL)}`,
  );

describe('the Chats tab', () => {
  it("shows the loan's channel inline: its messages, the pinned one, the composer, the link", async () => {
    const { server } = openTab();
    expect(screen.getByRole('status')).toHaveTextContent(CHAT_PAGE_TEXTS.opening);
    const list = await messageList();
    for (const message of LOAN_CHANNEL_MESSAGES) {
      expect(await within(list).findByText(message.text)).toBeVisible();
    }
    expect(screen.getByRole('heading', { name: LOAN_CHANNEL_RECORD.display_name })).toBeVisible();
    expect(screen.getByRole('button', { name: new RegExp(C.pinned) })).toHaveTextContent(
      LOAN_CHANNEL_MESSAGES[1]!.text,
    );
    expect(screen.getByPlaceholderText(CHAT_COMPOSER_TEXTS.placeholder)).toBeEnabled();
    expect(screen.getByText(LOAN_CHANNEL)).toBeVisible();
    expectOpenInChat();
    expect(server.of('/channel')[0]!.query.get('name')).toBe(LOAN_CHANNEL);
    expect(server.of('/channel-message', 'GET')[0]!.query.get('channel')).toBe(LOAN_CHANNEL);
    await waitFor(() => expect(server.of('/acl/get-members')).toHaveLength(1));
  });

  it("shows a message of the loan's channel published on the realtime connection", async () => {
    const { hub } = openTab();
    const list = await messageList();
    await within(list).findByText(LOAN_CHANNEL_MESSAGES[2]!.text);
    const news = { ...sampleMessage(7, LOAN_CHANNEL), text: 'Field visit done, all present' };
    const elsewhere = { ...sampleMessage(8, 'kosh/loan/9999'), text: 'Another loan entirely' };
    act(() => {
      hub.deliver({ type: 'NEW_MESSAGE', channel: LOAN_CHANNEL, message: news });
      hub.deliver({ type: 'NEW_MESSAGE', channel: 'kosh/loan/9999', message: elsewhere });
    });
    expect(await within(list).findByText(news.text)).toBeVisible();
    expect(within(list).queryByText(elsewhere.text)).toBeNull();
  });

  it('sends what is typed through the outbox to the loan channel: pending, then sent', async () => {
    const answer = loanChannelAnswer();
    const held = deferred<void>();
    const { server } = openTab(async (request) => {
      if (request.method === 'POST') await held.promise;
      return answer(request);
    });
    const list = await messageList();
    await within(list).findByText(LOAN_CHANNEL_MESSAGES[0]!.text);
    const input = screen.getByPlaceholderText(CHAT_COMPOSER_TEXTS.placeholder);
    fireEvent.change(input, { target: { value: 'Mandate signed' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const pending = await within(list).findByRole('article', { name: C.sending });
    expect(pending).toHaveTextContent('Mandate signed');
    await waitFor(() => expect(server.of('/channel-message', 'POST')).toHaveLength(1));
    const form = server.of('/channel-message', 'POST')[0]!.body as FormData;
    expect(form.get('channel')).toBe(LOAN_CHANNEL);
    expect(form.get('text')).toBe('Mandate signed');
    await act(async () => held.resolve());
    await waitFor(() =>
      expect(within(list).queryByRole('article', { name: C.sending })).toBeNull(),
    );
    expect(within(list).getByText('Mandate signed')).toBeVisible();
  });

  it.each([
    ['not a member (403)', fail(403, NOT_A_MEMBER), NOT_A_MEMBER],
    ['unknown (404)', fail(404, 'Channel not found'), 'Channel not found'],
  ])(
    "says in the server's words when the channel is %s, and keeps the link",
    async (_, refusal, words) => {
      const { server } = openTab(loanChannelAnswer({ refusal }));
      expect(await screen.findByRole('alert')).toHaveTextContent(words);
      expectOpenInChat();
      expect(screen.queryByPlaceholderText(CHAT_COMPOSER_TEXTS.placeholder)).toBeNull();
      expect(server.of('/channel')).toHaveLength(1);
      expect(server.of('/channel-message')).toEqual([]);
    },
  );
});
