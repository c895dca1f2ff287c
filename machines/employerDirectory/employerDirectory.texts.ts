/** Words of the employers route (ours; the spec names the route and its rules only). */
export const EMPLOYER_DIRECTORY_TEXTS = {
  search: 'Search employers',
  hint: 'Type a part of the company name.',
  searching: 'Searching employers…',
  none: 'No employer found.',
  failed: (error: string) => `Could not search employers: ${error}`,
  retry: 'Retry',
  verified: 'Verified',
  unverified: 'Unverified',
} as const;
