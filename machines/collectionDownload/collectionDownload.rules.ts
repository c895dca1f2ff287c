import { statusLabel } from '../../src/domain/loans.ts';
import type { CollectionRow } from './collectionDownload.types.ts';

/** The spec's file name: collection_data_{usernames}.xlsx, usernames joined by '_'. */
export const collectionFileName = (usernames: readonly string[]): string =>
  `collection_data_${usernames.join('_')}.xlsx`;

/** The columns of the table and of the file: the spec's collections row, in its order. */
export const COLLECTION_HEADER = [
  'Loan Id',
  'Borrower Name',
  'Borrower Number',
  'Interval Paid',
  'Current Pending',
  'DPD',
  'Loanshare Status',
] as const;

/** One row of the file: numbers stay numbers, the status in words as on screen. */
export function collectionSheetRow(row: CollectionRow): (string | number)[] {
  return [
    row.loan_id,
    row.borrower_name,
    row.borrower_number,
    row.interval_paid,
    row.current_pending,
    row.dpd,
    statusLabel(row.loanshare_status),
  ];
}
