/** Our own labels of the employer areas (the spec's texts are in the message catalogue). */
export const EMPLOYERS_TEXTS = {
  employer: 'Employer',
  verified: 'Verified',
  unverified: 'Unverified',
  addSubEmployer: 'Add Sub-employer',
  noEmployer: 'No employer on the profile.',
  showMore: 'Show more',
  showLess: 'Show less',
  comment: 'Comment',
} as const;
