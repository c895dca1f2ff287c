import type { components } from '../../../../openapi/generated/main.ts';
import type { LoanRecord } from '../../../domain/loanPage.ts';
import type { CustomerProfile, MainQueries } from '../../customer/index.ts';
import type { GridColumn } from './CoborrowerGrid.tsx';

/**
 * getLoanProfiles for every co-borrower of the loan (part 1 §7 'profile/comments data'); the key
 * carries the loan and the usernames. The Profile and Credit Comments tabs share the entry.
 */
export const loanProfilesQuery = (queries: MainQueries, loan: LoanRecord) =>
  queries.queryOptions('get', '/loans/{loan_id}/profiles', {
    params: {
      path: { loan_id: loan.id },
      query: { username: loan.co_borrowers.map((c) => c.user) },
    },
  });

/** The loans of one co-borrower (listCustomerLoans): the comment box's loan picker. */
export const coborrowerLoansQuery = (queries: MainQueries, username: string) =>
  queries.queryOptions('get', '/customers/{username}/loans', {
    params: { path: { username }, query: {} },
  });

export type LoanProfileEntry = {
  column: GridColumn;
  /** The profile, its comment lists (profile_admin) the current ones. */
  profile: CustomerProfile;
};

/** The answer's profiles in the loan's order (leader first), each with its co-borrower. */
export function profileEntries(
  loan: LoanRecord,
  answer: components['schemas']['LoanProfiles'],
): LoanProfileEntry[] {
  const byUser = new Map(answer.profiles.map((p) => [p.username, p]));
  return loan.co_borrowers.flatMap((c) => {
    const entry = byUser.get(c.user);
    if (!entry) return [];
    return [
      {
        column: { username: c.user, name: c.name, isLeader: c.is_leader },
        profile: { ...entry.profile, profile_admin: entry.profile_admin },
      },
    ];
  });
}

/** The cached answer with one co-borrower's profile replaced by the one a save returned. */
export function withSavedProfile<
  T extends { profiles: { username: string; profile: CustomerProfile }[] },
>(answer: T | undefined, saved: CustomerProfile): T | undefined {
  if (!answer) return answer;
  return {
    ...answer,
    profiles: answer.profiles.map((p) =>
      p.username === saved.username ? { ...p, profile: saved } : p,
    ),
  };
}
