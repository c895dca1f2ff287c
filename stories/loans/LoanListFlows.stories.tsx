import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { DecideLoanInput } from '../../machines/loanDecision/index.ts';
import { DECISION_SAMPLE } from '../../machines/loanDecision/loanDecision.paths.ts';
import {
  defaultLoanFilters,
  type FetchLoanPagesInput,
  type LoanPage,
  type LoanSummary,
  sampleLoan,
  samplePage,
} from '../../machines/loanList/index.ts';
import { serviceError } from '../../machines/pathSpec.ts';
import { LoanListRoute } from '../../src/features/loans/LoanListRoute.tsx';

/* Whole flows through the real route, with calls answered in the browser after a short pause. */

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

const TOTAL = 200;
/** The pages asked for at once, answered together. */
const fetchPages = fromPromise<LoanPage, FetchLoanPagesInput>(async ({ input, signal }) => {
  await pause(200, signal);
  return samplePage(input.start, input.entries * input.pages, TOTAL);
});

/** The server's rule for loan 2: someone moved it on meanwhile. */
const decideLoan = fromPromise<LoanSummary, DecideLoanInput>(async ({ input, signal }) => {
  await pause(200, signal);
  if (input.loan_id === 2)
    throw serviceError('Cannot ready_for_disbursal a loan in status rejected', 400);
  return DECISION_SAMPLE.decidedAs(sampleLoan(input.loan_id), input.decision);
});

const meta = {
  title: 'Loans/Flows',
  component: LoanListRoute,
  parameters: { layout: 'padded' },
  args: {
    page: 'search-loan',
    filters: defaultLoanFilters('search-loan'),
    view: 'list',
    flags: DECISION_SAMPLE.flags,
    loanHref: (loan: { leader: { username: string } }) => `/lender/user/${loan.leader.username}`,
    fetchPages,
    decideLoan,
  },
} satisfies Meta<typeof LoanListRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsShown = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('aria-label'));

export const ScrollLoadsPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Loans' });
    const area = canvasElement.querySelector<HTMLElement>('[data-loan-scroll]')!;
    for (let i = 0; i < 12; i++) {
      area.scrollTop = area.scrollHeight;
      await pause(300);
    }
    await waitFor(() => expect(canvas.getByText(`All ${TOTAL} loans shown`)).toBeVisible(), {
      timeout: 5000,
    });
    await expect(rowsShown(canvasElement).at(-1)).toHaveAccessibleName(`Loan ${TOTAL}`);
  },
};

export const ApproveThenRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const first = await canvas.findByRole('row', { name: 'Loan 1' });
    await userEvent.click(within(first).getByRole('button', { name: 'Approve' }));
    await userEvent.type(body.getByRole('textbox', { name: 'Comment (optional)' }), 'KYC fine');
    await userEvent.click(body.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const updated = canvas.getByRole('row', { name: 'Loan 1' });
    await expect(within(updated).getByText('Loan Approved')).toBeVisible();
    await expect(updated).toHaveAttribute('aria-rowindex', '2');

    const second = canvas.getByRole('row', { name: 'Loan 2' });
    await userEvent.click(within(second).getByRole('button', { name: 'Ready for Disbursal' }));
    await userEvent.click(body.getByRole('button', { name: 'Confirm' }));
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'Error: Cannot ready_for_disbursal a loan in status rejected',
    );
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const Cards: Story = { args: { view: 'card' } };
