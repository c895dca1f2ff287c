// Seeds group loans over every loan and loan-share status, spread over the last 18 months.
import type { Db } from '../db/database.ts';
import {
  DISBURSED_FAMILY,
  LENDERS,
  LOAN_STATUSES,
  type LoanShareStatus,
  type LoanStatus,
  TEAM_LEADS,
} from '../domain.ts';
import type { CustomerSeed } from './customers.ts';
import { addDays, before, clampPast, iso, isoDay, type Rand } from './random.ts';
import type { SeededStaff } from './staff.ts';

/** How common each status is, and how many days ago such loans were created. */
const STATUS_PLAN: Record<LoanStatus, [weight: number, minDays: number, maxDays: number]> = {
  group_proposed: [4, 0, 45],
  group_accepted: [4, 0, 60],
  basic_kyc: [4, 1, 60],
  detailed_kyc: [4, 1, 75],
  ready_for_review: [6, 2, 90],
  loan_approved: [5, 3, 90],
  nach_submitted: [3, 4, 90],
  agreement_created: [3, 4, 90],
  e_signature_submitted: [3, 5, 100],
  video_uploaded: [3, 5, 100],
  ready_for_disbursal: [4, 6, 100],
  ready_for_disbursal_review: [2, 6, 100],
  loan_disbursed: [22, 10, 540],
  completed: [15, 200, 547],
  written_off: [4, 250, 547],
  settled: [3, 250, 547],
  rejected: [9, 1, 547],
  hold: [2, 5, 200],
};

/** Loan-share statuses consistent with each loan status; the first is the most common. */
const SHARE_STATUSES: Record<LoanStatus, LoanShareStatus[]> = {
  group_proposed: ['group_unaccepted', 'group_accepted'],
  group_accepted: ['group_accepted'],
  basic_kyc: ['basic_kyc', 'group_accepted'],
  detailed_kyc: ['detailed_kyc', 'basic_kyc'],
  ready_for_review: ['detailed_kyc'],
  loan_approved: ['detailed_kyc', 'video_uploaded'],
  nach_submitted: ['nach_submitted', 'nach_upi_form', 'nach_upi_submitted'],
  agreement_created: ['agreement_created'],
  e_signature_submitted: ['e_signature_submitted'],
  video_uploaded: ['video_uploaded'],
  ready_for_disbursal: ['nach_upi_submitted', 'e_signature_submitted', 'agreement_created'],
  ready_for_disbursal_review: ['nach_upi_submitted', 'agreement_created'],
  loan_disbursed: ['loan_disbursed', 'topup'],
  completed: ['completed', 'completed_without_paying_penalty'],
  written_off: ['written_off', 'written_off_no_action', 'written_off_no_agency'],
  settled: ['settled'],
  rejected: ['rejected', 'detailed_kyc'],
  hold: ['detailed_kyc', 'basic_kyc'],
};

const APPROVED = new Set<LoanStatus>(LOAN_STATUSES.slice(LOAN_STATUSES.indexOf('loan_approved')));
APPROVED.delete('rejected');
APPROVED.delete('hold');
const HAS_LENDER = new Set<LoanStatus>([
  ...DISBURSED_FAMILY,
  'ready_for_disbursal',
  'ready_for_disbursal_review',
]);

type Param = string | number | null;

/** Loans planned in memory first: customer profiles cite loan ids, and rows insert in FK order. */
export type LoanPlan = {
  loans: Param[][];
  shares: Param[][];
  decisions: Param[][];
  loanIdsByCustomer: Map<number, number[]>;
  /** Customers with a share in a disbursed loan: the people soft calls are about. */
  activeBorrowers: number[];
};

export function planLoans(
  rand: Rand,
  count: number,
  customers: readonly CustomerSeed[],
  staff: readonly SeededStaff[],
  now: Date,
): LoanPlan {
  const deciders = staff.filter((s) =>
    s.flags.some((f) => f === 'is_credit_underwriter' || f === 'is_credit_manager'),
  );
  const leaders = customers.slice(0, Math.ceil(customers.length / 5));
  const statusWeights = LOAN_STATUSES.map((s) => [s, STATUS_PLAN[s][0]] as const);
  const plan: LoanPlan = {
    loans: [],
    shares: [],
    decisions: [],
    loanIdsByCustomer: new Map(),
    activeBorrowers: [],
  };
  const active = new Set<number>();

  for (let id = 1; id <= count; id++) {
    // The first loans walk through every status once, so each one surely exists.
    const status =
      id <= LOAN_STATUSES.length ? LOAN_STATUSES[id - 1]! : rand.weighted(statusWeights);
    const [, minDays, maxDays] = STATUS_PLAN[status];
    const created = before(now, rand.int(minDays, maxDays) + rand.int(0, 1439) / 1440);
    const approved = APPROVED.has(status)
      ? clampPast(addDays(created, rand.int(1, 10)), now)
      : null;
    const disbursed =
      approved && DISBURSED_FAMILY.includes(status)
        ? clampPast(addDays(approved, rand.int(1, 7)), now)
        : null;
    const rejected =
      status === 'rejected' ? clampPast(addDays(created, rand.int(1, 15)), now) : null;
    const leader = rand.pick(leaders);
    const members = rand.sample(customers, rand.int(3, 6)).filter((c) => c.id !== leader.id);
    const amounts = members.map(() => rand.int(10, 50) * 1000);
    const createdAt = iso(created);
    const approvedAt = approved ? iso(approved) : null;
    const disbursedAt = disbursed ? iso(disbursed) : null;
    const rejectedAt = rejected ? iso(rejected) : null;
    plan.loans.push([
      id,
      status,
      amounts.reduce((sum, a) => sum + a, 0),
      rand.weighted([
        ['group_loan', 80],
        ['topup_loan', 12],
        ['b2b_loan', 8],
      ] as const),
      rand.chance(0.9) ? rand.pick(TEAM_LEADS) : null,
      leader.id,
      HAS_LENDER.has(status) ? rand.pick(LENDERS) : null,
      // EMIs start 30 days after disbursal; most loans awaiting disbursal already have their
      // planned start in the loan config, some still lack it (disbursing them is refused).
      disbursed
        ? isoDay(addDays(disbursed, 30))
        : HAS_LENDER.has(status) && approved && rand.chance(0.75)
          ? isoDay(addDays(approved, 35))
          : null,
      disbursedAt ? disbursedAt.slice(0, 10) : null,
      `kosh/loan/${id}`,
      createdAt,
      approvedAt,
      disbursedAt,
      rejectedAt,
      rejectedAt ?? disbursedAt ?? approvedAt ?? createdAt,
    ]);
    const shareStatuses = SHARE_STATUSES[status];
    members.forEach((member, i) => {
      const shareStatus =
        i === 0 || shareStatuses.length === 1 ? shareStatuses[0]! : rand.pick(shareStatuses);
      plan.shares.push([id, member.id, amounts[i]!, shareStatus, createdAt]);
      const ids = plan.loanIdsByCustomer.get(member.id);
      if (ids) ids.push(id);
      else plan.loanIdsByCustomer.set(member.id, [id]);
      if (status === 'loan_disbursed') active.add(member.id);
    });
    if (approvedAt && deciders.length > 0) {
      plan.decisions.push([
        id,
        'approve',
        'ready_for_review',
        'loan_approved',
        null,
        rand.pick(deciders).id,
        approvedAt,
      ]);
    }
    if (rejectedAt && deciders.length > 0) {
      plan.decisions.push([
        id,
        'reject',
        'ready_for_review',
        'rejected',
        'Group not eligible',
        rand.pick(deciders).id,
        rejectedAt,
      ]);
    }
  }
  plan.activeBorrowers = [...active];
  return plan;
}

export function insertLoans(db: Db, plan: LoanPlan): void {
  const insertLoan = db.prepare(
    `INSERT INTO loans (id, status, amount, loan_type, team_lead, leader_id, default_lender,
       emi_start_date, disbursal_date, loan_channel, created_at, approved_at, disbursed_at,
       rejected_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertShare = db.prepare(
    'INSERT INTO loan_shares (loan_id, customer_id, amount, status, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertDecision = db.prepare(
    `INSERT INTO loan_decisions (loan_id, decision, from_status, to_status, comment, decided_by,
       decided_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const row of plan.loans) insertLoan.run(...row);
  for (const row of plan.shares) insertShare.run(...row);
  for (const row of plan.decisions) insertDecision.run(...row);
}
