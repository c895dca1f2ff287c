// The loan page's demo data: loan-share microfinance flags, NACH mandates and data checks, the
// tags, property valuations and family data of some loans (others have none: 'Data Not
// Available'), loan comments of every kind, employment agreements and videos, and approved
// loans missing their default lender or EMI start date. Deterministic without drawing from the
// shared random stream (earlier seeds keep their values), and set-based so it stays fast.
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import type { LoanStatus } from '../domain.ts';
import { documentInserter } from './documents.ts';
import { addDays, isoDay } from './random.ts';

/** Only the loans up to this id get extras and checks: enough to browse, cheap at any scale. */
const EXTRAS_UP_TO = 3000;

/** Statuses whose shares have a NACH mandate on record (from NACH submission on). */
const NACH_STATUSES: readonly LoanStatus[] = [
  'nach_submitted',
  'agreement_created',
  'e_signature_submitted',
  'video_uploaded',
  'ready_for_disbursal',
  'ready_for_disbursal_review',
  'loan_disbursed',
  'completed',
  'written_off',
  'settled',
];
/** Statuses whose shares have been checked by credit (after the group's KYC). */
const CHECKED_STATUSES: readonly LoanStatus[] = [
  'ready_for_review',
  'loan_approved',
  ...NACH_STATUSES,
  'rejected',
  'hold',
];

const TAGS = [
  'repeat_group',
  'salaried',
  'high_foir',
  'address_mismatch',
  'top_up_eligible',
  'field_verified',
  'self_employed',
  'priority',
];
const VALUERS = ['Sharma Valuers', 'Iyer & Co. Surveyors', 'Deshmukh Associates'];
const PROPERTY_TYPES = [
  'residential_house',
  'residential_flat',
  'plot',
  'commercial',
  'agricultural_land',
];
const OWNERSHIP = ['self', 'spouse', 'parent', 'joint', 'family', 'rented'];
const REMARKS = [
  'Clear title; road access.',
  null,
  'Valued below circle rate because of pending mutation.',
  'Shared wall with neighbour; no encumbrance found.',
];
const FAMILY_NAMES = ['Sunita Devi', 'Ramesh Kumar', 'Anil Yadav', 'Kavita Singh', 'Mohan Lal'];
const RELATIONS = ['Family', 'Friend', 'Co_Worker', 'Other'] as const;
const COMMENTS: Record<'recovery' | 'marketing' | 'credit' | 'disbursal', [string, string]> = {
  recovery: ['9000000012', 'Promised to pay the overdue EMI on Friday.'],
  marketing: ['9000000009', 'Interested in a top-up after this loan.'],
  credit: ['9000000006', 'Income verified from bank statement; FOIR within limits.'],
  disbursal: ['9000000005', 'NACH registered; waiting for the e-signature.'],
};

export type LoanPageSeed = {
  /** loan_approved loans and what their config lacks (the #loanConfig jump). */
  approved: { lenderOnly: number[]; emiOnly: number[]; both: number[] };
  /** A loan with six co-borrowers and every extra. */
  sixCoBorrowers: number;
  /** Co-borrowers with an employment agreement on file. */
  agreements: number;
};

const idsOf = (db: Db, sql: string, ...params: (string | number)[]) =>
  all<{ id: number }>(db, sql, ...params).map((r) => r.id);

export function seedLoanPage(db: Db, now: Date): LoanPageSeed {
  const marks = (list: readonly string[]) => list.map((s) => `'${s}'`).join(', ');
  const at = now.toISOString();

  run(db, 'UPDATE loan_shares SET mfi_flag = 1 WHERE id % 7 = 3');
  run(
    db,
    `INSERT INTO loan_share_nach (loan_share_id, source, mandate_status, updated_at)
     SELECT s.id, CASE s.id % 3 WHEN 0 THEN 'razorpay' WHEN 1 THEN 'digio' ELSE 'npci' END,
       CASE WHEN l.status = 'nach_submitted' THEN
         CASE s.id % 3 WHEN 0 THEN 'ack_received' WHEN 1 THEN 'register_success' ELSE 'pending' END
       ELSE CASE s.id % 9 WHEN 0 THEN 'register_success' WHEN 1 THEN 'ack_received'
         WHEN 2 THEN 'failed' WHEN 3 THEN 'cancelled' ELSE 'active' END END,
       l.updated_at
     FROM loan_shares s JOIN loans l ON l.id = s.loan_id
     WHERE l.status IN (${marks(NACH_STATUSES)}) AND s.status <> 'rejected'`,
  );
  // Most checks of a reviewed loan are done; the pattern leaves some of each kind open.
  const underwriter = one<{ id: number }>(db, "SELECT id FROM users WHERE username = '9000000006'");
  run(
    db,
    `INSERT INTO loan_share_checks (loan_share_id, check_type, checked, set_by, set_at)
     SELECT s.id, t.type, (s.id + t.n) % 5 <> 0, ?, l.updated_at
     FROM loan_shares s JOIN loans l ON l.id = s.loan_id
       CROSS JOIN (SELECT 'kyc_verified' AS type, 0 AS n UNION ALL SELECT 'bank_verified', 1
         UNION ALL SELECT 'employment_verified', 2 UNION ALL SELECT 'address_verified', 3
         UNION ALL SELECT 'bureau_reviewed', 4 UNION ALL SELECT 'video_reviewed', 5) t
     WHERE l.id <= ? AND l.status IN (${marks(CHECKED_STATUSES)}) AND (s.id + t.n) % 7 <> 6`,
    underwriter?.id ?? null,
    EXTRAS_UP_TO,
  );

  // Extras by loan id: no tags on every third loan, a valuation on odd ids, family data unless
  // the id is a multiple of 4; loan 12 and its like hold none of them.
  const tag = db.prepare('INSERT INTO loan_tags (loan_id, position, tag) VALUES (?, ?, ?)');
  const loans = all<{ id: number; city: string; amount: number; created_at: string }>(
    db,
    `SELECT l.id, c.city, l.amount, l.created_at FROM loans l
       JOIN customers c ON c.id = l.leader_id WHERE l.id <= ? ORDER BY l.id`,
    EXTRAS_UP_TO,
  );
  const valuation = db.prepare(
    `INSERT INTO property_valuations (loan_id, property_type, address, market_value,
       valuation_date, valuer, ownership, remarks) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const member = db.prepare(
    `INSERT INTO loan_family_members (loan_id, customer_id, name, relation, phone)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const customers = all<{ id: number; username: string; name: string }>(
    db,
    'SELECT id, username, name FROM customers ORDER BY id LIMIT 500',
  );
  for (const loan of loans) {
    if (loan.id % 3 !== 0) {
      const count = 1 + (loan.id % 4);
      for (let i = 0; i < count; i++) tag.run(loan.id, i, TAGS[(loan.id + i * 3) % TAGS.length]!);
    }
    if (loan.id % 2 === 1) {
      valuation.run(
        loan.id,
        PROPERTY_TYPES[loan.id % PROPERTY_TYPES.length]!,
        `House ${(loan.id % 180) + 1}, Ward ${(loan.id % 23) + 1}, ${loan.city}`,
        loan.amount * (4 + (loan.id % 6)),
        isoDay(addDays(new Date(loan.created_at), -((loan.id % 20) + 1))),
        VALUERS[loan.id % VALUERS.length]!,
        OWNERSHIP[loan.id % OWNERSHIP.length]!,
        REMARKS[loan.id % REMARKS.length] ?? null,
      );
    }
    if (loan.id % 4 !== 0) {
      for (let i = 0; i < 2 + (loan.id % 3); i++) {
        // Every other member is a customer (their loans show); the rest are only a number.
        const known =
          (loan.id + i) % 2 === 0 ? customers[(loan.id * 7 + i) % customers.length] : null;
        member.run(
          loan.id,
          known?.id ?? null,
          known?.name ?? FAMILY_NAMES[(loan.id + i) % FAMILY_NAMES.length]!,
          RELATIONS[(loan.id + i) % RELATIONS.length]!,
          known?.username ??
            `9${String((loan.id * 7919 + i * 104_729) % 1_000_000_000).padStart(9, '0')}`,
        );
      }
    }
  }

  // Approved loans: most lack both config values; a few lack only one, a few have both.
  const approved = idsOf(
    db,
    "SELECT id FROM loans WHERE status = 'loan_approved' ORDER BY id LIMIT 9",
  );
  const lenderOnly = approved.slice(0, 3);
  const emiOnly = approved.slice(3, 5);
  const both = approved.slice(5, 7);
  const emiDay = isoDay(addDays(now, 40));
  for (const id of lenderOnly) {
    run(db, "UPDATE loans SET default_lender = 'Sahyog Capital' WHERE id = ?", id);
  }
  for (const id of emiOnly) run(db, 'UPDATE loans SET emi_start_date = ? WHERE id = ?', emiDay, id);
  for (const id of both) {
    run(
      db,
      "UPDATE loans SET default_lender = 'Pragati NBFC', emi_start_date = ? WHERE id = ?",
      emiDay,
      id,
    );
  }

  // The six-co-borrower showcase: a disbursed loan with every extra, comments of every kind,
  // agreements and videos; the first lender-only approved loan gets the same people's papers.
  const sixCoBorrowers =
    one<{ id: number }>(
      db,
      `SELECT l.id FROM loans l WHERE l.status = 'loan_disbursed' AND l.id <= ? AND l.id % 12 IN (1, 5)
         AND (SELECT count(*) FROM loan_shares s WHERE s.loan_id = l.id) = 6 ORDER BY l.id LIMIT 1`,
      EXTRAS_UP_TO,
    )?.id ?? 0;
  const showcase = [sixCoBorrowers, ...lenderOnly.slice(0, 1)].filter((id) => id > 0);
  const authors = new Map(
    all<{ id: number; username: string }>(db, 'SELECT id, username FROM users').map((u) => [
      u.username,
      u.id,
    ]),
  );
  const { insert, count } = documentInserter(db);
  for (const loanId of showcase) {
    const shares = all<{ id: number; customer_id: number }>(
      db,
      'SELECT id, customer_id FROM loan_shares WHERE loan_id = ? ORDER BY id',
      loanId,
    );
    shares.forEach((share, i) => {
      for (const [kind, [author, text]] of Object.entries(COMMENTS)) {
        run(
          db,
          `INSERT INTO loan_comments (loan_id, customer_id, kind, comment, author_id, created_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
          loanId,
          share.customer_id,
          kind,
          text,
          authors.get(author) ?? 1,
          new Date(now.getTime() - (i + 1) * 3_600_000).toISOString(),
        );
      }
      // Every other co-borrower has an employment agreement and a video to assign.
      if (i % 2 === 0) {
        insert(
          share.customer_id,
          {
            doctype: 'employment_agreement',
            name: 'employment_agreement',
            file: 'salary_slip_pdf',
          },
          at,
        );
        const video = insert(
          share.customer_id,
          { doctype: 'misc', name: 'video_kyc', file: 'video_webm' },
          at,
        );
        if (i === 0)
          run(db, 'UPDATE loan_shares SET video_doc_id = ? WHERE id = ?', video, share.id);
      }
    });
  }
  return { approved: { lenderOnly, emiOnly, both }, sixCoBorrowers, agreements: count() / 2 };
}
