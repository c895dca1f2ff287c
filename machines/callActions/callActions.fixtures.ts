import type { CaseLoan, ManagersList } from './callActions.types.ts';

/* Sample data the path specs, tests and stories share. */

export const SAMPLE_CUSTOMER = '9876543210';

/** A case's loans: three eligible for a payment link, one topup (listed, disabled), one not listed. */
export const SAMPLE_CASE_LOANS: readonly CaseLoan[] = [
  { loan_id: 4102, status: 'loan_disbursed', loanshare_status: 'loan_disbursed', amount: 45_000 },
  { loan_id: 3977, status: 'loan_disbursed', loanshare_status: 'topup', amount: 20_000 },
  { loan_id: 3310, status: 'completed', loanshare_status: 'completed', amount: 30_000 },
  {
    loan_id: 2904,
    status: 'written_off',
    loanshare_status: 'written_off_no_agency',
    amount: 25_000,
  },
  { loan_id: 4188, status: 'group_accepted', loanshare_status: 'group_accepted', amount: 50_000 },
];

/** The managers list as the server sends it: one user holds no escalation group. */
export const SAMPLE_MANAGERS: ManagersList = {
  users: {
    '9000000024': { name: 'Kavita Rao', roles: ['credit_manager'] },
    '9000000022': { name: 'Arjun Mehta', roles: ['recovery_manager', 'finance_manager'] },
    '9000000025': { name: 'Deepa Pillai', roles: ['disbursal_manager'] },
    '9000000099': { name: 'Former manager', roles: [] },
  },
};

export const NO_MANAGERS: ManagersList = { users: {} };

export const SAMPLE_LINK = 'https://pay.example.in/pay/Qm9vbGVhbkxpbms';
