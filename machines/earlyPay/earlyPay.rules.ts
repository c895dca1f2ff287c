import { isEarlyPaySelectable } from '../../src/domain/earlyPay.ts';
import { statusLabel } from '../../src/domain/loans.ts';

/** What the picker needs of a loan (a row of listCustomerLoans). */
export type EarlyPayLoan = { id: number; status: string };

/** One picker option: every loan is listed, those not selectable disabled (the user sees why). */
export type EarlyPayOption = { id: number; label: string; disabled: boolean };

export const earlyPayOptionLabel = (loan: EarlyPayLoan) =>
  `Loan ${loan.id} · ${statusLabel(loan.status)}`;

export const earlyPayOptions = (loans: readonly EarlyPayLoan[]): EarlyPayOption[] =>
  loans.map((loan) => ({
    id: loan.id,
    label: earlyPayOptionLabel(loan),
    disabled: !isEarlyPaySelectable(loan),
  }));

/** The picker's value for a loan id ('' = none picked). */
export const loanValue = (id: number | null) => (id === null ? '' : String(id));

/** A yyyy-mm-dd that is a real day (DateField hands out '' until one is typed). */
export const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** Both fields are needed: the machine refuses to ask otherwise (spec part 1 §5). */
export const isComplete = (context: { loanId: number | null; date: string }) =>
  context.loanId !== null && isDay(context.date);
