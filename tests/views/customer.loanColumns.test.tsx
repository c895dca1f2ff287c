// @vitest-environment jsdom
// The Loans tab's column formatting, cell by cell: rupees en-IN, dd/mm/yyyy, statusLabel, '-'.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import {
  ACH_COLUMNS,
  deletedColumns,
  loanColumns,
} from '../../src/features/customer/loans/loanColumns.tsx';
import { LOAN_TEXTS as T } from '../../src/features/customer/loans/loanTexts.ts';
import {
  sampleAchDebits,
  sampleDeletedLoanshares,
  sampleLoans,
} from '../support/fixtures/customerLoans.ts';

const flags = roleFlagsOf('is_credit_underwriter');
/** The text a cell shows. */
function textOf(node: ReactNode): string {
  const { container, unmount } = render(node);
  const text = container.textContent ?? '';
  unmount();
  return text;
}

describe('loan columns', () => {
  it("are the spec's, in order", () => {
    expect(loanColumns(flags).map((c) => c.label)).toEqual(T.loanColumns);
  });

  it('format a loan with nothing missing', () => {
    const texts = loanColumns(flags).map((c) => textOf(c.cell(sampleLoans.results[0]!)));
    expect(texts).toEqual([
      '70412',
      '₹1,50,000',
      '₹30,000',
      '₹1,23,456.50',
      'Loan Disbursed',
      'Loan Disbursed',
      '20/01/2025',
      'Northern Arc',
      'Kavita Rao',
      '9812345670',
      'Home Improvement',
      '12',
      'NACH Registered',
      T.watch,
    ]);
  });

  it("show '-' for a loan's missing values and no video link", () => {
    const loan = {
      ...sampleLoans.results[1]!,
      lender: null,
      disbursal_date: null,
      tenure: null,
      action: null,
      video_url: null,
    };
    const byLabel = Object.fromEntries(
      loanColumns(flags).map((c) => [c.label, textOf(c.cell(loan))]),
    );
    expect(byLabel).toMatchObject({
      Lender: '-',
      'Disbursal Date': '-',
      'Number of EMIs': '-',
      'Loan Action': '-',
      Video: '-',
      'User Status': 'Written Off No Agency',
    });
  });

  it('render the video as a named link that opens apart', () => {
    const video = loanColumns(flags).at(-1)!;
    render(video.cell(sampleLoans.results[0]!));
    const link = screen.getByRole('link', { name: T.video(70412) });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('ACH and deleted-share columns', () => {
  it('format a failed debit, field by field', () => {
    expect(ACH_COLUMNS.map((c) => c.label)).toEqual(T.achColumns);
    const failed = sampleAchDebits.razorpay.results[0]!;
    expect(ACH_COLUMNS.map((c) => textOf(c.cell(failed)))).toEqual([
      'RAZ00000012',
      'Failed',
      '₹2,700',
      'loan 70412 EMI 2',
      '482913',
      '-',
      'Insufficient funds in account',
      'pay_QWER4820031175',
      'Failed',
      'token_ABCD12345678',
      '21/03/2025',
    ]);
  });

  it('format a deleted share', () => {
    const columns = deletedColumns(flags);
    expect(columns.map((c) => c.label)).toEqual(T.deletedColumns);
    expect(columns.map((c) => textOf(c.cell(sampleDeletedLoanshares.results[0]!)))).toEqual([
      '72001',
      '₹25,000',
      'Basic KYC',
      '03/02/2025 16:50',
      '9000000011',
      'Customer opted out of the group',
    ]);
  });
});
