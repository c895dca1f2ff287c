/**
 * Call-action texts the message catalogue does not hold: the specification names the dialogs'
 * buttons and fields but not these hints and titles, so they are ours until the catalogue has them.
 */
export const CALL_ACTION_TEXTS = {
  managerDialogTitle: 'Choose Manager',
  manager: 'Manager',
  loadingManagers: 'Loading the managers…',
  escalate: 'Escalate',
  noManagers: 'No manager is available for escalation',
  chooseManagerFirst: 'Choose a manager first',
  managersFailed: (words: string) => `Could not load the managers: ${words}`,
  username: 'Username',
  loanId: 'Loan Id',
  amount: 'Amount',
  paymentLink: 'Payment link',
  copyLink: 'Copy link',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the link and copy it by hand',
  noEligibleLoans: 'No loan of this customer can take a payment link',
  enterUsername: 'Enter the 10-digit username',
  chooseLoan: 'Select a loan id first',
  enterAmount: 'Enter an amount above 0',
  send: 'Send',
  chooseMessageFirst: 'Choose a message first',
  close: 'Close',
  retry: 'Retry',
  roleLabels: {
    credit_manager: 'Credit manager',
    referral_manager: 'Referral manager',
    recovery_manager: 'Recovery manager',
    finance_manager: 'Finance manager',
    kosh_super_admin: 'Super admin',
    disbursal_manager: 'Disbursal manager',
    area_sales_manager: 'Area sales manager',
  } as Readonly<Record<string, string>>,
} as const;
