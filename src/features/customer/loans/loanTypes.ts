import type { components, operations } from '../../../../openapi/generated/main.ts';

/** One row of the Self Loans table (`CustomerLoanRow`). */
export type CustomerLoan = components['schemas']['CustomerLoanRow'];
/** The listCustomerLoans answer. */
export type CustomerLoans =
  operations['listCustomerLoans']['responses'][200]['content']['application/json'];

/** A payment provider with its own ACH debit table (`AchProvider`). */
export type AchProvider = components['schemas']['AchProvider'];
/** One ACH debit record (`AchDebit`). */
export type AchDebit = components['schemas']['AchDebit'];
/** The listAchDebits answer. */
export type AchDebits =
  operations['listAchDebits']['responses'][200]['content']['application/json'];

/** One deleted loan share (`DeletedLoanshare`). */
export type DeletedLoanshare = components['schemas']['DeletedLoanshare'];
/** The listDeletedLoanshares answer. */
export type DeletedLoanshares =
  operations['listDeletedLoanshares']['responses'][200]['content']['application/json'];
