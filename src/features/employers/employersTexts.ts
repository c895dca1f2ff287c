/** Our own labels of the employer areas (the spec's texts are in the message catalogue). */
export const EMPLOYERS_TEXTS = {
  employer: 'Employer',
  verified: 'Verified',
  unverified: 'Unverified',
  addSubEmployer: 'Add Sub-employer',
  showMore: 'Show more',
  showLess: 'Show less',
  comment: 'Comment',
  address: 'Address',
  verification: 'Verification',
  rating: 'Rating',
  notRated: 'Not rated',
  addressesOf: (name: string) => `Addresses of ${name}`,
  pickEmployer: 'Pick an employer to see its addresses.',
} as const;
