// The co-borrowers' profiles for the loan page, with every comment list: the ones kept in the
// profile and the loan comments staff posted (addLoanComment), newest first.
import type { components } from '../../openapi/generated/main.ts';
import type { Db } from '../db/database.ts';
import { all } from '../db/statements.ts';
import { BLACKLIST_FEATURES } from '../domain.ts';

type Schemas = components['schemas'];
type CustomerProfile = Schemas['CustomerProfile'];
type ProfileAdmin = Schemas['ProfileAdmin'];
type ProfileComment = Schemas['ProfileComment'];
type LoanProfile = Schemas['LoanProfiles']['profiles'][number];

type PersonRow = {
  id: number;
  username: string;
  profile: string;
  current: string;
  blacklisted: number;
};
type CommentRow = ProfileComment & { customer_id: number; kind: string };

const LIST_OF_KIND: Record<string, keyof Omit<ProfileAdmin, 'employee_id_valid'>> = {
  recovery: 'recovery_comment',
  marketing: 'marketing_comment',
  credit: 'credit_comment',
  disbursal: 'disbursal_comment',
};

const BLACKLISTED = `EXISTS (SELECT 1 FROM blacklist b WHERE b.customer_id = c.id AND (${BLACKLIST_FEATURES.map(
  (f) => `b.${f} = 0`,
).join(' OR ')}))`;

const newestFirst = (a: ProfileComment, b: ProfileComment) =>
  b.created_at.localeCompare(a.created_at);

/**
 * The profiles of `customerIds`, as of `historyDate` when given (each one's latest saved version
 * on or before it, else the current profile; a saved version has no `blacklisted`); their comment
 * lists are always the current ones.
 */
export function loanProfiles(
  db: Db,
  customerIds: readonly number[],
  historyDate: string | null,
): Map<number, LoanProfile> {
  const marks = customerIds.map(() => '?').join(', ');
  const people = all<PersonRow>(
    db,
    historyDate === null
      ? `SELECT c.id, c.username, c.profile, c.profile AS current, ${BLACKLISTED} AS blacklisted
         FROM customers c
         WHERE c.id IN (${marks})`
      : `SELECT c.id, c.username, c.profile AS current, -1 AS blacklisted, COALESCE((SELECT v.profile FROM profile_versions v
           WHERE v.customer_id = c.id AND v.history_date <= ?
           ORDER BY v.history_date DESC LIMIT 1), c.profile) AS profile
         FROM customers c WHERE c.id IN (${marks})`,
    ...(historyDate === null ? [] : [historyDate]),
    ...customerIds,
  );
  const posted = all<CommentRow>(
    db,
    `SELECT k.customer_id, k.kind, k.comment, k.loan_id, u.username AS added_by, k.created_at
     FROM loan_comments k JOIN users u ON u.id = k.author_id
     WHERE k.customer_id IN (${marks})`,
    ...customerIds,
  );
  const profiles = new Map<number, LoanProfile>();
  for (const person of people) {
    const saved = JSON.parse(person.profile) as CustomerProfile;
    const profile: CustomerProfile =
      person.blacklisted === -1 ? saved : { ...saved, blacklisted: person.blacklisted === 1 };
    // The comment lists are the current ones whatever version the profile is.
    const now = (JSON.parse(person.current) as CustomerProfile).profile_admin;
    const admin: ProfileAdmin = {
      employee_id_valid: now.employee_id_valid,
      recovery_comment: [...now.recovery_comment],
      marketing_comment: [...now.marketing_comment],
      disbursal_comment: [...now.disbursal_comment],
      credit_comment: [...now.credit_comment],
      profile_comment: [...now.profile_comment],
    };
    for (const row of posted) {
      const list = LIST_OF_KIND[row.kind];
      if (row.customer_id !== person.id || !list) continue;
      admin[list].push({
        comment: row.comment,
        loan_id: row.loan_id,
        added_by: row.added_by,
        created_at: row.created_at,
      });
    }
    for (const list of Object.values(LIST_OF_KIND)) admin[list].sort(newestFirst);
    admin.profile_comment.sort(newestFirst);
    profiles.set(person.id, { username: person.username, profile, profile_admin: admin });
  }
  return profiles;
}
