import { formatDate, formatRupees } from '../../src/domain/format.ts';
import { salaryMessages } from '../../src/domain/messages/salary.ts';
import { salaryEmiMessages } from '../../src/domain/messages/salaryEmi.ts';
import { messages } from '../../src/domain/messages.ts';
import type { EntryKind, EntryRow } from './salaryEmi.rules.ts';

const S = salaryEmiMessages;

/** The spec's words (catalogue) and ours for the Salary & EMI editors and the FIP moves. */
export const SALARY_TEXTS = {
  heading: { salary: S.salaryDetails, emi: S.emiDetails } satisfies Record<EntryKind, string>,
  add: (kind: EntryKind) => (kind === 'salary' ? 'Add Salary' : 'Add EMI'),
  submit: messages.labels.submit,
  cancel: messages.labels.cancel,
  confirmDelete: 'Delete',
  /** A row's buttons' visible words; their names add which entry. */
  rowEdit: 'Edit',
  rowDelete: 'Delete',
  fillDateAndAmount: salaryMessages.fillDateAndAmount,
  viewOnly: 'Only a credit underwriter, admin or credit manager may change these entries.',
  saved: 'Entry saved.',
  deleted: 'Entry deleted.',
  formTitle: (kind: EntryKind, editing: boolean) =>
    `${editing ? 'Edit' : 'New'} ${kind === 'salary' ? 'salary' : 'EMI'} entry`,
  deleteTitle: (kind: EntryKind) =>
    kind === 'salary' ? 'Delete this salary entry?' : 'Delete this EMI entry?',
  /** The confirmation names the entry by amount and date (part 1 §4). */
  deleteWhat: (row: EntryRow) => `Amount ${formatRupees(row.amount)}, date ${formatDate(row.date)}`,
  editRow: (kind: EntryKind, row: EntryRow) =>
    `Edit ${kind === 'salary' ? 'salary' : 'EMI'} entry of ${formatDate(row.date)}, ${formatRupees(row.amount)}`,
  deleteRow: (kind: EntryKind, row: EntryRow) =>
    `Delete ${kind === 'salary' ? 'salary' : 'EMI'} entry of ${formatDate(row.date)}, ${formatRupees(row.amount)}`,
  fields: {
    type: 'Type',
    date: 'Date',
    amount: 'Amount',
    mode: 'Salary Mode',
    comment: 'Comment',
    updatedBy: 'Updated By',
  },
  typeLabel: { Salary: messages.labels.salaryType.salary, Misc: messages.labels.salaryType.misc },
  moveLabel: { salary: S.moveToSalary, emi: S.moveToEmi } satisfies Record<EntryKind, string>,
  /** A move button's name starts with its visible words and names the transaction. */
  moveRow: (kind: EntryKind, txnId: string) => `${SALARY_TEXTS.moveLabel[kind]} ${txnId}`,
  moving: 'Moving the transaction…',
  moved: (kind: EntryKind) => `Moved to ${SALARY_TEXTS.heading[kind]}.`,
} as const;
