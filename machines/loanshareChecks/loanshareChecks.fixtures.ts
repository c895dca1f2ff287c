import type { LoanshareChecksInput } from './loanshareChecks.machine.ts';

/** A co-borrower's share as the showcase loan holds it: KYC done, the bank not yet. */
export const LOANSHARE_CHECKS_SAMPLE = {
  loanId: 4102,
  username: '9812345670',
  name: 'Sunita Devi',
  checks: { kyc_verified: true, bank_verified: false },
  refused: 'Sorry...You dont have permission to perform this action',
} as const;

const S = LOANSHARE_CHECKS_SAMPLE;

export const writerInput: LoanshareChecksInput = {
  loanId: S.loanId,
  username: S.username,
  checks: { ...S.checks },
  canWrite: true,
};

export const readerInput: LoanshareChecksInput = { ...writerInput, canWrite: false };
