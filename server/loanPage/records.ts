// A loan as the loan page reads it: one query per table (the loan, its shares with their NACH
// mandates, their checks), however many co-borrowers it has.
import type { components } from '../../openapi/generated/main.ts';
import type { Db } from '../db/database.ts';
import { all, one } from '../db/statements.ts';
import type { LoanShareStatus, LoanStatus } from '../domain.ts';

type Schemas = components['schemas'];
type LoanRecord = Schemas['LoanRecord'];
type CheckType = Schemas['LoanshareCheckType'];

export const CHECK_TYPES: readonly CheckType[] = [
  'kyc_verified',
  'bank_verified',
  'employment_verified',
  'address_verified',
  'bureau_reviewed',
  'video_reviewed',
];

export type LoanRow = {
  id: number;
  status: LoanStatus;
  amount: number;
  tenure: number | null;
  loan_category: string | null;
  created_at: string;
  default_lender: string | null;
  emi_start_date: string | null;
  disbursal_date: string | null;
  loan_channel: string;
  leader_id: number;
  leader_username: string;
  leader_name: string;
};

type ShareRow = {
  id: number;
  customer_id: number;
  username: string;
  name: string;
  status: LoanShareStatus;
  amount: number;
  mfi_flag: number;
  video_doc_id: number | null;
  video_url: string | null;
  nach_source: string | null;
  nach_status: string | null;
};

export function findLoan(db: Db, loanId: number): LoanRow | undefined {
  return one<LoanRow>(
    db,
    `SELECT l.id, l.status, l.amount, l.tenure, l.loan_category, l.created_at, l.default_lender,
       l.emi_start_date, l.disbursal_date, l.loan_channel, l.leader_id,
       c.username AS leader_username, c.name AS leader_name
     FROM loans l JOIN customers c ON c.id = l.leader_id WHERE l.id = ?`,
    loanId,
  );
}

export function loanRecord(db: Db, loan: LoanRow): LoanRecord {
  const shares = all<ShareRow>(
    db,
    `SELECT s.id, s.customer_id, c.username, c.name, s.status, s.amount, s.mfi_flag,
       s.video_doc_id, s.video_url, n.source AS nach_source, n.mandate_status AS nach_status
     FROM loan_shares s JOIN customers c ON c.id = s.customer_id
       LEFT JOIN loan_share_nach n ON n.loan_share_id = s.id
     WHERE s.loan_id = ?
     ORDER BY s.customer_id = ? DESC, s.id`,
    loan.id,
    loan.leader_id,
  );
  const checks = new Map<number, Record<CheckType, boolean>>();
  for (const share of shares) {
    checks.set(
      share.id,
      Object.fromEntries(CHECK_TYPES.map((type) => [type, false])) as Record<CheckType, boolean>,
    );
  }
  const ticked = all<{ loan_share_id: number; check_type: CheckType; checked: number }>(
    db,
    `SELECT k.loan_share_id, k.check_type, k.checked FROM loan_share_checks k
       JOIN loan_shares s ON s.id = k.loan_share_id WHERE s.loan_id = ?`,
    loan.id,
  );
  for (const row of ticked) {
    const own = checks.get(row.loan_share_id);
    if (own) own[row.check_type] = row.checked === 1;
  }
  return {
    id: loan.id,
    status: loan.status,
    loan_amount: loan.amount,
    tenure: loan.tenure,
    loan_category: loan.loan_category,
    created_at: loan.created_at,
    default_lender: loan.default_lender,
    emi_start_date: loan.emi_start_date,
    disbursal_date: loan.disbursal_date,
    loan_channel: loan.loan_channel,
    leader: { username: loan.leader_username, name: loan.leader_name, user_id: loan.leader_id },
    // Shares are ordered leader's first, so the first video found is the leader's when there is one.
    video_url: shares.find((s) => s.video_url)?.video_url ?? null,
    co_borrowers: shares.map((s) => ({
      user: s.username,
      user_id: s.customer_id,
      name: s.name,
      is_leader: s.customer_id === loan.leader_id,
      loanshare_id: s.id,
      loanshare_status: s.status,
      loanshare_amount: s.amount,
      mfi_flag: s.mfi_flag === 1,
      nach:
        s.nach_source === null || s.nach_status === null
          ? null
          : { source: s.nach_source, mandate_status: s.nach_status },
      checks: checks.get(s.id)!,
      video_doc_id: s.video_doc_id,
    })),
  };
}
