import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultLoanFilters } from '../../machines/loanList/index.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { FilterPanel } from '../../src/features/loans/FilterPanel.tsx';

const approved = defaultLoanFilters('approved-loans');

const meta = {
  title: 'Loans/Filter panel',
  component: FilterPanel,
  parameters: { layout: 'padded' },
  args: {
    value: approved,
    defaults: approved,
    flags: roleFlagsOf('is_disbursal_manager'),
    onApply: fn(),
  },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The approved-loans defaults: approved, ready for disbursal and the post-approval check. */
export const ApprovedLoanDefaults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Loan Approved' })).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Ready For Disbursal Review' }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Loan Approved' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Team Lead' }), 'disbursal');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith({
      ...approved,
      statuses: ['ready_for_disbursal', 'ready_for_disbursal_review'],
      team_lead: 'disbursal',
    });
  },
};

export const Narrowed: Story = {
  args: {
    value: {
      ...approved,
      statuses: ['ready_for_disbursal'],
      team_lead: 'field_sales',
      from_date: '2025-01-01',
      to_date: '2025-03-31',
    },
  },
};

/** Lenders are offered the disbursed statuses only. */
export const Lender: Story = {
  args: {
    value: defaultLoanFilters('disbursed-loans'),
    defaults: defaultLoanFilters('disbursed-loans'),
    flags: roleFlagsOf('is_lender'),
  },
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('checkbox');
    await expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Loan Disbursed',
      'Completed',
      'Written Off',
      'Settled',
    ]);
  },
};

export const DateRangeBackwards: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('From Date'), '01/03/2025');
    await userEvent.type(canvas.getByLabelText('To Date'), '01/02/2025');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'From Date must not be after To Date',
    );
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
