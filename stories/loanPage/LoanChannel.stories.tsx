import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { SAMPLE_PROFILE } from '../../machines/appSession/index.ts';
import { CHAT_CHANNEL_TEXTS as C } from '../../machines/chatChannel/index.ts';
import { CHAT_COMPOSER_TEXTS } from '../../machines/chatComposer/index.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { CHAT_PAGE_TEXTS } from '../../src/features/chat/chatPageTexts.ts';
import { LOAN_PAGE_TEXTS as T } from '../../src/features/loanPage/loanPageTexts.ts';
import { LoanChannelView } from '../../src/features/loanPage/tabs/LoanChannelView.tsx';
import { createMessageHub, RealtimeContext } from '../../src/features/realtime/realtimeContext.ts';
import { fakeChatServer } from '../../tests/support/fakeChatServer.ts';
import { type Answer, fail } from '../../tests/support/fakeCustomerServer.ts';
import {
  LOAN_CHANNEL_MESSAGES,
  LOAN_CHANNEL_RECORD,
  loanChannelAnswer,
  NOT_A_MEMBER,
} from '../../tests/support/fixtures/loanChannel.ts';
import { sampleLoan } from '../../tests/support/fixtures/loanPage.ts';
import { withQueryClient } from '../support/withQueryClient.tsx';
import { never } from './loanPageStories.tsx';

/** The loan page's Chats tab (#loanChannel): the loan's channel hosted in the tab, in each state. */
const meta = {
  title: 'Loan page/Chats tab',
  component: LoanChannelView,
  parameters: { layout: 'padded' },
  decorators: [
    // The signed-in app's realtime connection, here one that never publishes.
    (Story) => {
      const [value] = useState(() => ({ actor: null, hub: createMessageHub() }));
      return (
        <RealtimeContext.Provider value={value}>
          <Story />
        </RealtimeContext.Provider>
      );
    },
    withQueryClient(),
  ],
} satisfies Meta<typeof LoanChannelView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tab's args over a chat service that answers with `answer`. */
const chatsTab = (answer?: () => Answer | Promise<Answer>) => ({
  args: {
    loan: sampleLoan(),
    me: SAMPLE_PROFILE,
    flags: roleFlagsOf('is_credit_underwriter'),
    chat: fakeChatServer(answer ?? loanChannelAnswer()).client,
  },
});

const openInChat = (el: HTMLElement) =>
  expect(within(el).getByRole('link', { name: T.openInChat })).toBeVisible();

/** The channel is being read: its words while it opens, the link already there. */
export const Opening: Story = {
  ...chatsTab(never),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      CHAT_PAGE_TEXTS.opening,
    );
    await openInChat(canvasElement);
  },
};

/** The loan's channel open: its pinned message, its messages, the composer. */
export const ChannelShown: Story = {
  ...chatsTab(),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const list = await c.findByRole(
      'region',
      { name: C.messages(LOAN_CHANNEL_RECORD.display_name) },
      { timeout: 5000 },
    );
    for (const message of LOAN_CHANNEL_MESSAGES) {
      await expect(await within(list).findByText(message.text)).toBeVisible();
    }
    await expect(c.getByRole('button', { name: new RegExp(C.pinned) })).toBeVisible();
    await expect(c.getByPlaceholderText(CHAT_COMPOSER_TEXTS.placeholder)).toBeEnabled();
    await openInChat(canvasElement);
  },
};

/** A user who is not in the channel: the server's words, and the way to the chat screen. */
export const Refused: Story = {
  ...chatsTab(() => fail(403, NOT_A_MEMBER)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(NOT_A_MEMBER);
    await openInChat(canvasElement);
  },
};
