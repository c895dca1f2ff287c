import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_PROFILE } from '../../machines/appSession/index.ts';
import { ApiError } from '../../src/api/errors.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { messages } from '../../src/domain/messages.ts';
import { LoanPageRoute } from '../../src/features/loanPage/index.ts';
import { LOAN_PAGE_TEXTS as T } from '../../src/features/loanPage/loanPageTexts.ts';
import { fail, fakeCustomerServer } from '../../tests/support/fakeCustomerServer.ts';
import {
  loanPageAnswer,
  SAMPLE_LOAN_ID,
  sampleLoan,
  sixCoBorrowerLoan,
} from '../../tests/support/fixtures/loanPage.ts';
import { type QuerySeed, seedFailure, withQueryClient } from '../support/withQueryClient.tsx';
import { loanReads, never } from './loanPageStories.tsx';

/** /lender/loan/{id}: the page in each state of its loan's read. */
const meta = {
  title: 'Loan page/Page',
  component: LoanPageRoute,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoanPageRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

const key = loanReads().loan.queryKey;

function pageStory(
  seed: QuerySeed,
  options: { hash?: string; answer?: Parameters<typeof fakeCustomerServer>[0] } = {},
) {
  const server = fakeCustomerServer(options.answer ?? loanPageAnswer());
  return {
    decorators: [withQueryClient(seed)],
    args: {
      queries: server.queries,
      loanSegment: String(SAMPLE_LOAN_ID),
      hash: options.hash ?? '#loanConfig',
      onHashChange: () => {},
      me: SAMPLE_PROFILE,
      flags: roleFlagsOf('is_credit_underwriter'),
    },
  };
}

export const Loading: Story = {
  ...pageStory(() => {}, { answer: never }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent(T.page(SAMPLE_LOAN_ID));
    await expect(c.getByRole('status')).toHaveTextContent(T.loading);
  },
};

export const Loaded: Story = {
  ...pageStory((client) => client.setQueryData(key, sampleLoan())),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: T.home })).toHaveAttribute('href', '/');
    await expect(c.getByRole('tab', { name: T.tabs.loanConfig })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await c.findByRole('table', { name: T.nachTitle })).toBeVisible();
  },
};

/** Six co-borrowers on Documents: the grid of the documents issue for this loan. */
export const SixCoBorrowers: Story = pageStory(
  (client) => client.setQueryData(key, sixCoBorrowerLoan()),
  { hash: '#documents', answer: loanPageAnswer(sixCoBorrowerLoan()) },
);

export const NotFound: Story = {
  ...pageStory(() => {}, { answer: () => fail(404, 'Loan not found') }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Loan not found',
    );
  },
};

export const Refused: Story = {
  ...pageStory((client) => seedFailure(client, key, new ApiError(403, { error: 'No access' }))),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      messages.common.noAccessToPage,
    );
  },
};

export const Failed: Story = {
  ...pageStory((client) => seedFailure(client, key, new ApiError(503, { error: 'Unavailable' }))),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(messages.common.somethingWentWrong);
    await expect(within(alert).getByRole('button', { name: T.retry })).toBeEnabled();
  },
};
