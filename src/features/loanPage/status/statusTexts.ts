/** The Status & Actions tab's own words (the spec names the tab and its calls only). */
export const STATUS_TEXTS = {
  heading: 'Status & Actions',
  loanStatus: 'Loan status',
  decisions: 'Decisions',
  noDecisions: 'No decision can be taken on this loan in its status by your role.',
  coBorrowers: 'Co-borrowers',
  leader: 'Leader',
  shareStatus: 'Loan share status',
  shareAmount: 'Loan share amount',
  video: 'Video',
  agreements: 'Employment agreements',
  agreementsOf: (name: string) => `Employment agreements of ${name}`,
  borrower: (name: string, username: string) => `${name} (${username})`,
} as const;
