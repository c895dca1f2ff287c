import { messages } from '../../../domain/messages.ts';

/** Labels of the Actions tab: the alerts are the spec's (catalogue), the rest ours. */
export const ACTIONS_TEXTS = {
  heading: 'Actions',
  loadingLoans: 'Loading loans…',
  loansFailed: messages.customer.loansFetchFailed,
  retry: 'Retry',
  downloadCrif: 'Download CRIF',
  noReport: messages.customer.noReportAvailable,
  openingReport: 'Opening the CRIF report…',
  reportOpened: 'The CRIF report opened in a new tab.',
  updateCallDetails: 'Update Call Details',
  lookingUp: 'Looking for the call case…',
  noCallCase: 'This customer has no open soft-call case.',
  readOnly:
    'Lender read-only users can look at this customer but cannot use these actions: ask an admin if something needs doing.',
} as const;
