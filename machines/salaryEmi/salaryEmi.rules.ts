import type { components } from '../../openapi/generated/main.ts';
import { toIsoDate } from '../../src/domain/format.ts';

export type SalaryEntry = components['schemas']['SalaryEntry'];
export type EmiEntry = components['schemas']['EmiEntry'];
export type SalaryMode = components['schemas']['SalaryMode'];
export type SalaryBody = components['schemas']['SalaryEntryBody'];
export type EmiBody = components['schemas']['EmiEntryBody'];
export type FipRecord = components['schemas']['FipRecord'];
export type FipTransaction = components['schemas']['FipTransaction'];
export type FoirRecord = components['schemas']['FoirRecord'];

/** Which list an editor keeps: Salary Details or EMI Details. */
export type EntryKind = 'salary' | 'emi';
/** A salary entry's type (part 1 §9: Salary, Misc). */
export type SalaryType = 'Salary' | 'Misc';
export const SALARY_TYPES: readonly SalaryType[] = ['Salary', 'Misc'];
export const SALARY_MODES: readonly SalaryMode[] = ['account', 'cash'];

/** One row of either list, as the editor and the tables read it. */
export type EntryRow = {
  id: number;
  type: SalaryType;
  /** YYYY-MM-DD. */
  date: string;
  amount: number;
  /** The salary mode; null for an EMI. */
  mode: SalaryMode | null;
  comment: string;
  updatedBy: string;
};

export const salaryRow = (entry: SalaryEntry): EntryRow => {
  const misc = entry.salary_date === null;
  return {
    id: entry.id,
    type: misc ? 'Misc' : 'Salary',
    date: (misc ? entry.misc_date : entry.salary_date) ?? '',
    amount: (misc ? entry.misc_amount : entry.salary_amount) ?? 0,
    mode: entry.salary_mode,
    comment: entry.comment,
    updatedBy: entry.updated_by,
  };
};

export const emiRow = (entry: EmiEntry): EntryRow => ({
  id: entry.id,
  type: 'Salary',
  date: entry.emi_date,
  amount: entry.emi_amount,
  mode: null,
  comment: entry.comment,
  updatedBy: entry.updated_by,
});

/** The form of an entry: an EMI uses date, amount and comment only. */
export type EntryForm = {
  type: SalaryType;
  date: string;
  amount: string;
  mode: SalaryMode;
  comment: string;
};
export type EntryField = keyof EntryForm;

export const EMPTY_ENTRY: EntryForm = {
  type: 'Salary',
  date: '',
  amount: '',
  mode: 'account',
  comment: '',
};

/** A new entry's form: an EMI's date defaults to today (part 1 §5). */
export const newEntryForm = (kind: EntryKind, today: string): EntryForm => ({
  ...EMPTY_ENTRY,
  date: kind === 'emi' ? today : '',
});

/** The form of a row being edited. */
export const formOfRow = (row: EntryRow): EntryForm => ({
  type: row.type,
  date: row.date,
  amount: String(row.amount),
  mode: row.mode ?? 'account',
  comment: row.comment,
});

/** An amount keeps its digits only: whole rupees (the contract's EntryAmount). */
export const amountDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, 9);

/** What a field keeps of what is typed. */
export const editedEntryValue = (field: EntryField, typed: string): string =>
  field === 'amount' ? amountDigits(typed) : typed;

/** Date and Amount are mandatory (part 1 §5); an amount of 0 is no amount. */
export const isCompleteEntry = (form: EntryForm): boolean =>
  form.date !== '' && Number(form.amount) > 0;

/** The body of a salary entry: the salary_ or misc_ pair its type names. */
export function salaryBody(form: EntryForm): SalaryBody {
  const amount = Number(form.amount);
  const comment = form.comment.trim();
  return form.type === 'Misc'
    ? { misc_date: form.date, misc_amount: amount, salary_mode: form.mode, comment }
    : { salary_date: form.date, salary_amount: amount, salary_mode: form.mode, comment };
}

export const emiBody = (form: EntryForm): EmiBody => ({
  emi_date: form.date,
  emi_amount: Number(form.amount),
  comment: form.comment.trim(),
});

/** A save: an add (id null) or an update, of one kind, with its body. */
export type SaveEntryInput =
  | { kind: 'salary'; username: string; id: number | null; body: SalaryBody }
  | { kind: 'emi'; username: string; id: number | null; body: EmiBody };

export function saveInput(
  kind: EntryKind,
  username: string,
  id: number | null,
  form: EntryForm,
): SaveEntryInput {
  return kind === 'salary'
    ? { kind, username, id, body: salaryBody(form) }
    : { kind, username, id, body: emiBody(form) };
}

export type DeleteEntryInput = { kind: EntryKind; id: number };

/** A CREDIT goes to Salary Details, any other kind to EMI Details (part 1 §4). */
export const moveKindOf = (transaction: FipTransaction): EntryKind =>
  transaction.type === 'CREDIT' ? 'salary' : 'emi';

/** The aggregator's amount as whole rupees (parsed as an integer, part 1 §5); null if none. */
export function moveAmount(amount: string): number | null {
  const whole = Number.parseInt(amount, 10);
  return Number.isFinite(whole) && whole > 0 ? whole : null;
}

/** The transaction's day as YYYY-MM-DD (India's day of the moment). */
export const moveDate = (timestamp: string): string | null => toIsoDate(timestamp);

/** The add that moves a transaction, or null when its amount or time cannot be read. */
export function moveInput(username: string, transaction: FipTransaction): SaveEntryInput | null {
  const amount = moveAmount(transaction.amount);
  const date = moveDate(transaction.transactionTimestamp);
  if (amount === null || date === null) return null;
  const comment = transaction.narration.slice(0, 500);
  return moveKindOf(transaction) === 'salary'
    ? {
        kind: 'salary',
        username,
        id: null,
        body: { salary_date: date, salary_amount: amount, salary_mode: 'account', comment },
      }
    : { kind: 'emi', username, id: null, body: { emi_date: date, emi_amount: amount, comment } };
}

/** The FIP table's sortable columns (part 1 §2). */
export type FipSortKey = 'amount' | 'timestamp' | 'action';
export type FipSort = { key: FipSortKey; direction: 'asc' | 'desc' };

/** Amount by value, Timestamp by time, Action by what the button does (Move to EMI, Salary). */
export function sortTransactions(
  list: readonly FipTransaction[],
  sort: FipSort | null,
): FipTransaction[] {
  const rows = [...list];
  if (!sort) return rows;
  const value = (t: FipTransaction): number | string => {
    if (sort.key === 'amount') return Number.parseFloat(t.amount) || 0;
    if (sort.key === 'timestamp') return Date.parse(t.transactionTimestamp) || 0;
    return moveKindOf(t);
  };
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows.sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    return x < y ? -sign : x > y ? sign : 0;
  });
}

/** A header click: a new column sorts ascending, the same one flips. */
export const nextSort = (sort: FipSort | null, key: FipSortKey): FipSort =>
  sort?.key === key
    ? { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' }
    : { key, direction: 'asc' };
