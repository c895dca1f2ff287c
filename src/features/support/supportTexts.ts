/**
 * Labels of the Customer Support Call tab that the spec describes but does not word (part 1 §2
 * 'Support overview', part 2 §3 'Support call row'); the spec's own texts are in the catalogue.
 */
export const SUPPORT_TEXTS = {
  overview: 'Support overview',
  loadingOverview: 'Loading the support overview…',
  loadingDesk: 'Loading the support calls…',
  counters: {
    assigned: 'Assigned cases',
    unactionedLoan: 'Unactioned loan cases',
    unactionedGeneral: 'Unactioned general cases',
  },
  traceability: 'Traceability',
  supportStatus: 'Support status',
  count: 'Count',
  retry: 'Retry',
  mode: 'Calls',
  modes: { soft: 'Soft calls', support: 'Support calls' },
  facts: 'Support call',
  loanRelated: 'Loan related',
  yes: 'Yes',
  no: 'No',
  status: 'Status',
  raisedCount: 'Raised count',
  feedbackCount: 'Feedback count',
  keptFeedback: 'Feedback to save',
  typeOfTask: 'Type of task',
  comment: 'Comment',
} as const;
