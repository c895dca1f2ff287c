import { describe, expect, it } from 'vitest';
import { ENTRY_SAMPLE as SAMPLE } from '../../machines/salaryEmi/entryEditor.paths.ts';
import {
  amountDigits,
  EMPTY_ENTRY,
  emiBody,
  type FipTransaction,
  formOfRow,
  isCompleteEntry,
  moveAmount,
  moveDate,
  moveInput,
  moveKindOf,
  newEntryForm,
  nextSort,
  salaryBody,
  salaryRow,
  sortTransactions,
} from '../../machines/salaryEmi/index.ts';

const txn = (type: string, amount: string, at: string, txnId: string): FipTransaction => ({
  type,
  amount,
  narration: 'N',
  transactionTimestamp: at,
  txnId,
});

describe('salary and EMI rules', () => {
  it('keep an amount to its digits: whole rupees', () => {
    expect(amountDigits('₹25,750')).toBe('25750');
    expect(amountDigits('12.50')).toBe('1250');
    expect(amountDigits('abc')).toBe('');
  });

  it('need Date and Amount (an amount of 0 is none)', () => {
    const filled = { ...EMPTY_ENTRY, date: '2026-11-05', amount: '100' };
    expect(isCompleteEntry(filled)).toBe(true);
    expect(isCompleteEntry({ ...filled, date: '' })).toBe(false);
    expect(isCompleteEntry({ ...filled, amount: '' })).toBe(false);
    expect(isCompleteEntry({ ...filled, amount: '0' })).toBe(false);
  });

  it('start a new EMI on today and a new salary on no date', () => {
    expect(newEntryForm('emi', '2026-11-24').date).toBe('2026-11-24');
    expect(newEntryForm('salary', '2026-11-24').date).toBe('');
  });

  it('send the salary_ or misc_ pair of the type, the comment trimmed', () => {
    const form = {
      type: 'Misc' as const,
      date: '2026-10-01',
      amount: '4000',
      mode: 'cash' as const,
      comment: ' rent ',
    };
    expect(salaryBody(form)).toEqual({
      misc_date: '2026-10-01',
      misc_amount: 4000,
      salary_mode: 'cash',
      comment: 'rent',
    });
    expect(salaryBody({ ...form, type: 'Salary' })).toEqual({
      salary_date: '2026-10-01',
      salary_amount: 4000,
      salary_mode: 'cash',
      comment: 'rent',
    });
    expect(emiBody(form)).toEqual({ emi_date: '2026-10-01', emi_amount: 4000, comment: 'rent' });
  });

  it('read a misc entry as type Misc and edit it from its own values', () => {
    const misc = salaryRow({
      ...SAMPLE.salaryEntry,
      salary_date: null,
      salary_amount: null,
      misc_date: '2026-09-18',
      misc_amount: 4000,
    });
    expect([misc.type, misc.date, misc.amount]).toEqual(['Misc', '2026-09-18', 4000]);
    expect(formOfRow(SAMPLE.rows.salary)).toEqual({
      type: 'Salary',
      date: '2026-10-05',
      amount: '25750',
      mode: 'account',
      comment: SAMPLE.salaryEntry.comment,
    });
  });
});

describe('moving a FIP transaction', () => {
  it('parses the amount as an integer, refusing what is not one', () => {
    expect(moveAmount('25750.99')).toBe(25750);
    expect(moveAmount('3200')).toBe(3200);
    expect(moveAmount('0.50')).toBeNull();
    expect(moveAmount('abc')).toBeNull();
  });

  it('dates it YYYY-MM-DD as India’s day of the moment', () => {
    expect(moveDate('2026-11-11T20:00:00.000Z')).toBe('2026-11-12');
    expect(moveDate('2026-11-01T05:00:00.000Z')).toBe('2026-11-01');
    expect(moveDate('not a time')).toBeNull();
  });

  it('sends a CREDIT to Salary and anything else to EMI', () => {
    expect(moveKindOf(txn('CREDIT', '1', '2026-11-01T05:00:00Z', 'a'))).toBe('salary');
    expect(moveKindOf(txn('DEBIT', '1', '2026-11-01T05:00:00Z', 'a'))).toBe('emi');
    expect(moveInput('8157415868', txn('CREDIT', 'x', '2026-11-01T05:00:00Z', 'a'))).toBeNull();
  });

  it('sorts by Amount, Timestamp and Action, a second click reversing', () => {
    const list = [
      txn('DEBIT', '900.00', '2026-11-03T05:00:00Z', 'a'),
      txn('CREDIT', '25000.00', '2026-11-01T05:00:00Z', 'b'),
      txn('CREDIT', '1250.50', '2026-11-02T05:00:00Z', 'c'),
    ];
    const ids = (key: 'amount' | 'timestamp' | 'action', direction: 'asc' | 'desc') =>
      sortTransactions(list, { key, direction }).map((t) => t.txnId);
    expect(ids('amount', 'asc')).toEqual(['a', 'c', 'b']);
    expect(ids('timestamp', 'desc')).toEqual(['a', 'c', 'b']);
    expect(ids('action', 'asc')).toEqual(['a', 'b', 'c']);
    expect(sortTransactions(list, null)).toEqual(list);
    expect(nextSort(null, 'amount')).toEqual({ key: 'amount', direction: 'asc' });
    expect(nextSort({ key: 'amount', direction: 'asc' }, 'amount').direction).toBe('desc');
    expect(nextSort({ key: 'amount', direction: 'desc' }, 'timestamp').direction).toBe('asc');
  });
});
