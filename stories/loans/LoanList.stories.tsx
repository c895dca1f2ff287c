import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sampleLoans } from '../../machines/loanList/index.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { LoanListView } from '../../src/features/loans/LoanListView.tsx';
import { idleDecisions, listArgs, listView, loadedRows } from './loanStates.tsx';

/** A loan list in each of its states, list and card views. */
const meta = {
  title: 'Loans/List',
  component: LoanListView,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoanListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadingFirstPage: Story = {
  args: listArgs(listView('loadingFirst')),
  parameters: { machineState: 'loanList.loadingFirst' },
};

export const LoadedList: Story = {
  args: listArgs(listView('loaded', loadedRows(72, 100))),
  parameters: { machineState: 'loanList.loaded' },
};

export const LoadedCards: Story = {
  args: listArgs(listView('loaded', loadedRows(72, 100)), { view: 'card' }),
  parameters: { machineState: 'loanList.loaded' },
};

/** Rows loading ahead of the viewport: the count stays, nothing says to wait. */
export const LoadingMore: Story = {
  args: listArgs(listView('loadingMore', loadedRows(16, 40))),
  parameters: { machineState: 'loanList.loadingMore' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 16 of 40 loans')).toBeVisible();
    await expect(canvas.queryByText('Loading more loans…')).toBeNull();
  },
};

/** Scrolled to the last loaded row before the next ones came: the one wait a user may see. */
export const WaitingAtTheEnd: Story = {
  args: listArgs(listView('loadingMore', { ...loadedRows(16, 40), lastVisible: 15 })),
  parameters: { machineState: 'loanList.loadingMore' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading more loans…',
    );
  },
};

export const AllLoaded: Story = {
  args: listArgs(listView('exhausted', loadedRows(20))),
  parameters: { machineState: 'loanList.exhausted' },
};

export const Empty: Story = {
  args: listArgs(listView('empty', { count: 0 })),
  parameters: { machineState: 'loanList.empty' },
};

export const FirstPageFailed: Story = {
  args: listArgs(listView('error', { error: 'Internal Server Error' })),
  parameters: { machineState: 'loanList.error' },
};

export const NextPageFailed: Story = {
  args: listArgs(listView('error', { ...loadedRows(72, 100), error: 'Bad Gateway' })),
  parameters: { machineState: 'loanList.error' },
};

export const LenderView: Story = {
  args: listArgs(listView('exhausted', loadedRows(6)), {
    decisions: idleDecisions(roleFlagsOf('is_lender')),
  }),
  parameters: { machineState: 'loanList.exhausted' },
};

const TEN_THOUSAND = sampleLoans(10_000);

/** 10,000 rows stay smooth: only the rows around the viewport are in the page. */
export const TenThousandRows: Story = {
  args: listArgs(
    listView('exhausted', { rows: TEN_THOUSAND, offset: TEN_THOUSAND.length, count: 10_000 }),
  ),
  parameters: { machineState: 'loanList.exhausted' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Loans' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = () =>
      canvas.getAllByRole('row').filter((row) => row.hasAttribute('aria-label'));
    await expect(rendered().length).toBeLessThan(60);
    const area = canvasElement.querySelector<HTMLElement>('[data-loan-scroll]')!;
    area.scrollTop = area.scrollHeight;
    await waitFor(() => expect(rendered().at(-1)).toHaveAccessibleName('Loan 10000'));
    // The last row sits at the bottom of the scroll area: rows have not drifted.
    const last = rendered().at(-1)!.getBoundingClientRect();
    const box = area.getBoundingClientRect();
    await expect(Math.abs(last.bottom - box.bottom)).toBeLessThan(3);
    await expect(rendered().length).toBeLessThan(60);
  },
};

export const TenThousandCards: Story = {
  args: listArgs(
    listView('exhausted', { rows: TEN_THOUSAND, offset: TEN_THOUSAND.length, count: 10_000 }),
    { view: 'card' },
  ),
  parameters: { machineState: 'loanList.exhausted' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = () => canvas.getAllByRole('listitem');
    await expect(cards().length).toBeLessThan(60);
    const area = canvasElement.querySelector<HTMLElement>('[data-loan-scroll]')!;
    area.scrollTop = area.scrollHeight;
    await waitFor(() => expect(canvas.getByRole('listitem', { name: 'Loan 10000' })).toBeVisible());
  },
};
