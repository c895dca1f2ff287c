import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SAMPLE_CASE } from '../../machines/softCall/index.ts';
import { caseLoanHref } from '../../src/domain/access/caseLoanLinks.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { CaseView } from '../../src/features/softCall/CaseView.tsx';

/* A recovery case's loans as each role reads them (part 1 §6): links to the loan page, or plain
   ids for the recovery agency. Shown as if the loan page existed, which is when links appear. */

const meta = {
  title: 'Recovery desk/Case loans by role',
  component: CaseView,
  args: { call: SAMPLE_CASE, onUserInfo: fn() },
  parameters: { machineState: 'softCall.onCase.progress.case.counting' },
} satisfies Meta<typeof CaseView>;

export default meta;
type Story = StoryObj<typeof meta>;

const loans = () => within(within(document.body).getByRole('table'));

export const RecoveryAgentLinks: Story = {
  args: { loanHref: caseLoanHref(roleFlagsOf('is_recovery_agent'), true) },
  play: async () => {
    const links = loans().getAllByRole('link');
    await expect(links).toHaveLength(SAMPLE_CASE.loans.length);
    await expect(links[0]).toHaveAttribute('href', `/lender/loan/${SAMPLE_CASE.loans[0]!.loan_id}`);
  },
};

export const RecoveryAgencyPlainIds: Story = {
  args: { loanHref: caseLoanHref(roleFlagsOf('is_recovery_agency'), true) },
  play: async () => {
    await expect(loans().queryAllByRole('link')).toHaveLength(0);
    await expect(loans().getByText(String(SAMPLE_CASE.loans[0]!.loan_id))).toBeVisible();
  },
};
