import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { LoanListView } from '../../src/features/loans/LoanListView.tsx';
import {
  idleDecisions,
  listArgs,
  listRendered,
  loadedRows,
  loanListStates as S,
} from './loanStates.tsx';

/** A loan list in each of its states (the stories every paged list has), list and card views. */
const meta = {
  title: 'Loans/List',
  component: LoanListView,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoanListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadingFirstPage: Story = S.LoadingFirstPage;
export const LoadedList: Story = S.Loaded;
export const LoadingMore: Story = S.LoadingMore;
export const WaitingAtTheEnd: Story = S.WaitingAtTheEnd;
export const AllLoaded: Story = S.AllLoaded;
export const Empty: Story = S.Empty;
export const FirstPageFailed: Story = S.FirstPageFailed;
export const NextPageFailed: Story = S.NextPageFailed;
export const TenThousandRows: Story = S.TenThousandRows;

const cards = listRendered('loaded', loadedRows(72, 100));
export const LoadedCards: Story = {
  args: listArgs(cards.list, { view: 'card' }),
  parameters: cards.parameters,
};

const lender = listRendered('exhausted', loadedRows(6));
export const LenderView: Story = {
  args: listArgs(lender.list, { decisions: idleDecisions(roleFlagsOf('is_lender')) }),
  parameters: lender.parameters,
};

export const TenThousandCards: Story = {
  args: { ...S.TenThousandRows.args, view: 'card' },
  parameters: S.TenThousandRows.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = () => canvas.getAllByRole('listitem');
    await expect(cards().length).toBeLessThan(60);
    const area = canvasElement.querySelector<HTMLElement>('[data-loan-scroll]')!;
    area.scrollTop = area.scrollHeight;
    await waitFor(() => expect(canvas.getByRole('listitem', { name: 'Loan 10000' })).toBeVisible());
  },
};
