import type { LoanshareCheckType } from './loanshareChecks.rules.ts';

/** The checks' words: the spec names the call only, so these are ours. */
export const LOANSHARE_CHECKS_TEXTS = {
  heading: 'Data checks',
  labels: {
    kyc_verified: 'KYC verified',
    bank_verified: 'Bank verified',
    employment_verified: 'Employment verified',
    address_verified: 'Address verified',
    bureau_reviewed: 'Bureau reviewed',
    video_reviewed: 'Video reviewed',
  } satisfies Record<LoanshareCheckType, string>,
  /** A box's accessible name: which check of whose share. */
  boxLabel: (label: string, name: string) => `${label} for ${name}`,
  readOnly: 'Read only: your role may not change these checks.',
  saving: (label: string) => `Saving ${label}…`,
  saved: (label: string, checked: boolean) => `${label} ${checked ? 'checked' : 'unchecked'}.`,
  failed: (label: string, error: string) => `${label} not saved: ${error}`,
  dismiss: 'Dismiss',
  yes: 'Yes',
  no: 'No',
} as const;

export const checkLabel = (type: LoanshareCheckType): string => LOANSHARE_CHECKS_TEXTS.labels[type];
