import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LOAN_CONFIG_TEXTS } from '../../machines/loanConfig/index.ts';
import { ApiError } from '../../src/api/errors.ts';
import { formatRupees } from '../../src/domain/format.ts';
import { LOAN_PAGE_TEXTS as T } from '../../src/features/loanPage/loanPageTexts.ts';
import LeaderTab from '../../src/features/loanPage/tabs/LeaderTab.tsx';
import LoanConfigTab from '../../src/features/loanPage/tabs/LoanConfigTab.tsx';
import { sampleLenders, sixCoBorrowerLoan } from '../../tests/support/fixtures/loanPage.ts';
import { seedFailure } from '../support/withQueryClient.tsx';
import { loanReads, never, tabStory } from './loanPageStories.tsx';

/** #loanConfig and #leader in their states (#loanChannel: LoanChannel.stories.tsx). */
const meta = {
  title: 'Loan page/Tabs',
  component: LoanConfigTab,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoanConfigTab>;
export default meta;
type Story = StoryObj<typeof meta>;

const lenders = loanReads().lenders.queryKey;

/** A role that may not set it: the values, read-only, and the NACH details. */
export const ConfigReadOnly: Story = {
  ...tabStory(() => {}, { loan: sixCoBorrowerLoan() }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(T.configReadOnly)).toBeVisible();
    await expect(
      within(c.getByRole('table', { name: T.nachTitle })).getAllByRole('row'),
    ).toHaveLength(7);
  },
};

/** The disbursal team: the lenders to choose from, the day, Save. */
export const ConfigForWriters: Story = {
  ...tabStory((client) => client.setQueryData(lenders, sampleLenders), {
    role: 'is_disbursal_team',
  }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('combobox', { name: LOAN_CONFIG_TEXTS.lender })).toHaveValue(
      'Northern Arc',
    );
    await expect(c.getByRole('button', { name: LOAN_CONFIG_TEXTS.save })).toBeDisabled();
  },
};

export const ConfigLendersLoading: Story = {
  ...tabStory(() => {}, { role: 'is_disbursal_team', answer: never }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(T.loadingTab);
  },
};

export const ConfigLendersFailed: Story = {
  ...tabStory(
    (client) => seedFailure(client, lenders, new ApiError(503, { error: 'Service unavailable' })),
    { role: 'is_disbursal_team' },
  ),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(T.lendersFailed);
    await expect(within(alert).getByRole('button', { name: T.retry })).toBeEnabled();
  },
};

export const Leader: Story = {
  ...tabStory(() => {}, { role: 'is_operations_manager' }),
  render: (args) => <LeaderTab {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: T.openCustomer })).toBeVisible();
    await expect(c.getByRole('link', { name: T.fsoLink })).toBeVisible();
  },
};

/** A role without GLs-Profile: the leader's summary and customer page, no GLs-Profile link. */
export const LeaderWithoutGlsProfile: Story = {
  ...tabStory(() => {}),
  render: (args) => <LeaderTab {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const leader = args.loan.co_borrowers[0]!;
    await expect(c.getByText(leader.name)).toBeVisible();
    await expect(c.getByText(leader.user)).toBeVisible();
    await expect(c.getByText(formatRupees(leader.loanshare_amount))).toBeVisible();
    await expect(c.getByRole('link', { name: T.openCustomer })).toHaveAttribute(
      'href',
      `/lender/user/${leader.user}`,
    );
    await expect(c.queryByRole('link', { name: T.fsoLink })).toBeNull();
  },
};
