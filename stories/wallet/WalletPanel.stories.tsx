import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatRupees } from '../../src/domain/format.ts';
import { walletMessages } from '../../src/domain/messages/wallet.ts';
import { messages } from '../../src/domain/messages.ts';
import { WalletPanel } from '../../src/features/wallet/index.ts';
import { WALLET_TEXTS as T } from '../../src/features/wallet/walletTexts.ts';
import {
  type Answer,
  type CustomerRequest,
  fail,
  fakeCustomerServer,
  ok,
  sampleAnswer,
} from '../../tests/support/fakeCustomerServer.ts';
import { SAMPLE_USERNAME } from '../../tests/support/fixtures/customer.ts';
import {
  emptyBreakdown,
  SAMPLE_WEEKLY_APPROVED,
  sampleBreakdown,
  walletAnswer,
} from '../../tests/support/fixtures/wallet.ts';
import { withQueryClient } from '../support/withQueryClient.tsx';

/** The wallet panel over its fake server, and each state of its two dialogs. */
const meta = {
  title: 'Wallet/Panel',
  component: WalletPanel,
  parameters: { layout: 'padded' },
  decorators: [withQueryClient()],
} satisfies Meta<typeof WalletPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<Answer>(() => {});
/** The sample wallet, with `read` answered by `answer` instead. */
const except =
  (read: string, answer: (request: CustomerRequest) => Answer | Promise<Answer>) =>
  (request: CustomerRequest) =>
    request.read === read ? answer(request) : sampleAnswer(request);
const args = (
  answer: (request: CustomerRequest) => Answer | Promise<Answer>,
  historyDate: string | null = null,
) => ({
  queries: fakeCustomerServer(answer).queries,
  username: SAMPLE_USERNAME,
  historyDate,
});

const body = () => within(document.body);
const firstDay = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table', { name: T.days.list });
  return within(table).getAllByRole('button')[0]!;
};
/** Opens the first day's transactions. */
const openFirstDay = async (canvasElement: HTMLElement) => {
  await userEvent.click(await firstDay(canvasElement));
  return within(await body().findByRole('dialog'));
};
const openBreakdown = async (canvasElement: HTMLElement) => {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: T.breakdownButton }),
  );
  return within(await body().findByRole('dialog', { name: T.breakdownDialog }));
};

export const Loaded: Story = {
  args: args(sampleAnswer),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(T.balance)).toBeVisible();
    await expect(await canvas.findByText(formatRupees(SAMPLE_WEEKLY_APPROVED))).toBeVisible();
    await expect(
      await canvas.findByText(formatRupees(sampleBreakdown.total_dict.total_amt)),
    ).toBeVisible();
    await expect(await canvas.findByRole('table', { name: T.days.list })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: T.repayments })).toBeVisible();
  },
};

/** A customer without a wallet: zeros, and no days or repayments. */
export const Empty: Story = {
  args: args((request) => walletAnswer(request, { empty: true }) ?? sampleAnswer(request)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByText(messages.common.dataNotAvailable)).toHaveLength(2),
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The server fails: each part says so with Retry. */
export const Failed: Story = {
  args: args((request) =>
    request.read.startsWith('wallet') || request.read === 'repayments'
      ? fail(500, 'Internal Server Error')
      : sampleAnswer(request),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: T.retry })).toHaveLength(3));
    await expect(canvas.getAllByText(messages.common.somethingWentWrong).length).toBeGreaterThan(2);
  },
};

/** An old version: every read is as of the end of its day, and the panel says so. */
export const OldVersion: Story = {
  args: args(sampleAnswer, '2026-03-15T10:00:00Z'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(T.asOf('2026-03-15'))).toBeVisible();
    const first = await firstDay(canvasElement);
    await expect(first).toHaveAccessibleName(T.days.openDay('2026-03-15'));
  },
};

export const DayLoading: Story = {
  args: args(except('wallet/day', never)),
  play: async ({ canvasElement }) => {
    const dialog = await openFirstDay(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent(T.loadingDay);
  },
};

/** A day's transactions, each status as the spec labels it (LATE_FEE shows as PENALTY). */
export const DayLoaded: Story = {
  args: args(
    except('wallet/day', () =>
      ok({
        results: ['CREDIT', 'PAID_OUT', 'REQUESTED', 'FLAGGED', 'REJECTED', 'LATE_FEE'].map(
          (status, i) => ({
            loan_id: i % 2 ? null : 41,
            type: status === 'CREDIT' ? 'credit' : 'debit',
            status,
            amount: 50 * (i + 1),
            comment: i === 2 ? null : `Comment ${i + 1}`,
          }),
        ),
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openFirstDay(canvasElement);
    for (const label of [...walletMessages.statuses, walletMessages.otherStatus]) {
      await expect(await dialog.findByText(label)).toBeVisible();
    }
    await expect(dialog.queryByText('LATE_FEE')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const DayEmpty: Story = {
  args: args(except('wallet/day', () => ok({ results: [] }))),
  play: async ({ canvasElement }) => {
    const dialog = await openFirstDay(canvasElement);
    await expect(await dialog.findByText(messages.common.dataNotAvailable)).toBeVisible();
  },
};

export const DayFailed: Story = {
  args: args(except('wallet/day', () => fail(500, 'Internal Server Error'))),
  play: async ({ canvasElement }) => {
    const dialog = await openFirstDay(canvasElement);
    await expect(await dialog.findByText(messages.common.somethingWentWrong)).toBeVisible();
    await expect(dialog.getByRole('button', { name: T.retry })).toBeEnabled();
  },
};

export const BreakdownLoading: Story = {
  args: args(except('wallet/withdrawal-limit', never)),
  play: async ({ canvasElement }) => {
    const dialog = await openBreakdown(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent(T.loadingBreakdown);
  },
};

/** Per loan Main/Weekly/TAT/NS/Total, the other transactions and the totals. */
export const BreakdownLoaded: Story = {
  args: args(sampleAnswer),
  play: async ({ canvasElement }) => {
    const dialog = await openBreakdown(canvasElement);
    const loans = await dialog.findByRole('table', { name: T.loanTransactions });
    for (const item of walletMessages.limitItems) {
      await expect(within(loans).getByRole('columnheader', { name: item })).toBeVisible();
    }
    await expect(within(loans).getByRole('rowheader', { name: '41' })).toBeVisible();
    await expect(dialog.getByText('Referral bonus')).toBeVisible();
    await expect(
      dialog.getByText(formatRupees(sampleBreakdown.total_dict.total_amt)),
    ).toBeVisible();
  },
};

export const BreakdownEmpty: Story = {
  args: args(except('wallet/withdrawal-limit', () => ok(emptyBreakdown))),
  play: async ({ canvasElement }) => {
    const dialog = await openBreakdown(canvasElement);
    await expect(await dialog.findByText(messages.common.dataNotAvailable)).toBeVisible();
  },
};

export const BreakdownFailed: Story = {
  args: args(except('wallet/withdrawal-limit', () => fail(500, 'Internal Server Error'))),
  play: async ({ canvasElement }) => {
    const dialog = await openBreakdown(canvasElement);
    await expect(await dialog.findByText(messages.common.somethingWentWrong)).toBeVisible();
  },
};
