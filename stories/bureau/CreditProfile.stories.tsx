import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApiError } from '../../src/api/errors.ts';
import { MAX_CREDIT_SCORE } from '../../src/domain/creditScore.ts';
import { BUREAU_TEXTS as T } from '../../src/features/bureau/bureauTexts.ts';
import { CreditProfilePanel } from '../../src/features/bureau/index.ts';
import {
  noCreditProfile,
  sampleCreditProfile,
  sampleOldCreditProfile,
} from '../../tests/support/fixtures/bureau.ts';
import { seedFailure } from '../support/withQueryClient.tsx';
import { bureauReads, bureauStory } from './bureauStories.tsx';

/** Customer page → Credit Profile (#credit): every item with its score, coloured, and the total. */
const meta = {
  title: 'Bureau/Credit Profile',
  component: CreditProfilePanel,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CreditProfilePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const OLD = '2022-03-01T00:00:00.000Z';
const key = (date: string | null = null) => bureauReads(date).creditScore.queryKey;
const scoreCell = (canvas: HTMLElement, label: string) =>
  within(within(canvas).getByRole('row', { name: new RegExp(`^${label} `) })).getAllByRole(
    'cell',
  )[1]!;

export const Loaded: Story = {
  ...bureauStory((client) => client.setQueryData(key(), sampleCreditProfile)),
  play: async ({ canvasElement }) => {
    // credit_score 742 scores 22.1 of 30: green; nach_payment_perc 25 % scores 2.5 of 10: pink;
    // no_of_secured_loans 1 scores 3.3 of 10: neither; foir_score weighs 0: pink.
    await expect(scoreCell(canvasElement, 'Credit score')).toHaveAttribute('data-tone', 'good');
    await expect(scoreCell(canvasElement, 'Nach payment perc')).toHaveAttribute(
      'data-tone',
      'poor',
    );
    await expect(scoreCell(canvasElement, 'No of secured loans')).toHaveAttribute(
      'data-tone',
      'plain',
    );
    await expect(scoreCell(canvasElement, 'Foir score')).toHaveAttribute('data-tone', 'poor');
    await expect(within(canvasElement).getByRole('status', { name: T.total })).toHaveTextContent(
      `${sampleCreditProfile.credit_profile!.total_score} / ${MAX_CREDIT_SCORE}`,
    );
  },
};

export const Empty: Story = {
  ...bureauStory((client) => client.setQueryData(key(), noCreditProfile)),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(T.noProfile)).toBeVisible();
  },
};

export const Failed: Story = {
  ...bureauStory((client) =>
    seedFailure(client, key(), new ApiError(502, { error: 'Bad Gateway' })),
  ),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(T.failed);
    await expect(within(alert).getByRole('button', { name: T.retry })).toBeEnabled();
  },
};

/** An old version: no repayment record then, so those items score nothing (pink). */
export const OldVersion: Story = {
  ...bureauStory((client) => client.setQueryData(key(OLD), sampleOldCreditProfile), {
    historyDate: OLD,
  }),
  play: async ({ canvasElement }) => {
    await expect(scoreCell(canvasElement, 'No of repayments')).toHaveTextContent('0');
    await expect(scoreCell(canvasElement, 'No of repayments')).toHaveAttribute('data-tone', 'poor');
  },
};

export const Loading: Story = {
  ...bureauStory(() => {}),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(T.loadingCredit)).toBeInTheDocument();
  },
};
