// Collections of group leaders (customer page Loans tab → Created Loans, Collections; GLs-Profile):
// disbursed stats, a month's collections, cohorts by disbursal month and non-starter cases, all
// computed in SQL from the loans a customer leads and their shares' instalments. Who may read is
// the customer page's rule (requireAccessibleCustomer) for every username asked for.
import type { components, operations } from '../../openapi/generated/main.ts';
import type { Ctx } from '../context.ts';
import {
  customerListFilter,
  nameContains,
  prefixBounds,
  requireAccessibleCustomer,
  startsWith,
} from '../customers.ts';
import type { Db } from '../db/database.ts';
import { all } from '../db/statements.ts';
import { badRequest } from '../errors.ts';
import { staffOf } from '../http/security.ts';
import { addDaysToDay, indiaDay } from '../time.ts';
import type { Handlers } from './types.ts';

type CollectionRow = components['schemas']['CollectionRow'];
type CohortRow = components['schemas']['CohortRow'];
type NonStarter = components['schemas']['NonStarterCases']['non_starter_loans'][number];
type DisbursedLoan = components['schemas']['DisbursedSummary']['loans'][number];

/** Rows on screen; the download gets them all. */
export const SCREEN_ROWS = 200;
const DISBURSED = `('loan_disbursed', 'completed', 'settled', 'written_off')`;

const round2 = (n: number) => Math.round(n * 100) / 100;
/** The spec's collection percent: collected / to collect × 100, 2 decimals; 0 with nothing due. */
export const collectionPercent = (collected: number, toCollect: number) =>
  toCollect > 0 ? round2((collected / toCollect) * 100) : 0;

/** First and last day of a YYYY-MM month (the contract's pattern already checked it). */
export function monthRange(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { first: `${month}-01`, last: addDaysToDay(next, -1) };
}

/** Days past the oldest instalment of share `s.id` due before :today and unpaid. */
const DPD = `COALESCE((SELECT CAST(julianday(:today) - julianday(min(i.due_date)) AS INTEGER)
  FROM share_instalments i WHERE i.loan_share_id = s.id AND i.due_date < :today
  AND i.paid_at IS NULL), 0)`;

const DISBURSED_LOANS = `
  SELECT id AS loan_id, amount, disbursal_date, status FROM loans
  WHERE leader_id = :leader AND status IN ${DISBURSED}
    AND disbursal_date BETWEEN :start AND :end
  ORDER BY disbursal_date, id`;

/** Instalments of a share due in the month, and paid by its last day. */
const DUE_IN_MONTH = `FROM share_instalments i WHERE i.loan_share_id = s.id
  AND i.due_date BETWEEN :first AND :last`;
const COLLECTION_ROWS = `
  SELECT l.id AS loan_id, c.name AS borrower_name, c.username AS borrower_number,
    (SELECT COALESCE(sum(i.paid_amount), 0) ${DUE_IN_MONTH} AND i.paid_at IS NOT NULL
      AND substr(i.paid_at, 1, 10) <= :last) AS interval_paid,
    (SELECT COALESCE(sum(i.amount), 0) ${DUE_IN_MONTH}) AS due,
    (SELECT COALESCE(sum(i.amount), 0) FROM share_instalments i WHERE i.loan_share_id = s.id
      AND i.due_date <= :today AND i.paid_at IS NULL) AS current_pending,
    ${DPD} AS dpd, s.status AS loanshare_status
  FROM loans l JOIN loan_shares s ON s.loan_id = l.id JOIN customers c ON c.id = s.customer_id
  WHERE l.leader_id IN (SELECT value FROM json_each(:leaders))
    -- '+': the leaders' loans by their index, not every disbursed loan by the status index.
    AND +l.status IN ${DISBURSED}
    AND s.status <> 'rejected' AND l.disbursal_date <= :last
  ORDER BY l.id, s.id`;

/**
 * Unpaid instalments of each share, with the share's dpd today, grouped by disbursal month;
 * written-off shares are off the book, so not in POS.
 */
const COHORTS = `
  WITH shares AS (
    SELECT substr(l.disbursal_date, 1, 7) AS month, s.id AS share_id, ${DPD} AS dpd,
      (SELECT COALESCE(sum(i.amount), 0) FROM share_instalments i WHERE i.loan_share_id = s.id
        AND i.paid_at IS NULL) AS pos
    FROM loans l JOIN loan_shares s ON s.loan_id = l.id
    WHERE l.leader_id = :leader AND l.status IN ${DISBURSED} AND l.status <> 'written_off'
      AND s.status NOT IN ('rejected', 'written_off')
  ), disbursed AS (
    SELECT substr(disbursal_date, 1, 7) AS month, sum(amount) AS total_disbursement FROM loans
    WHERE leader_id = :leader AND status IN ${DISBURSED} GROUP BY 1
  )
  SELECT d.month, d.total_disbursement, COALESCE(sum(s.pos), 0) AS pos,
    COALESCE(sum(CASE WHEN s.dpd >= 1 THEN s.pos END), 0) AS pos_dpd_1,
    COALESCE(sum(CASE WHEN s.dpd >= 30 THEN s.pos END), 0) AS pos_dpd_30,
    COALESCE(sum(CASE WHEN s.dpd >= 90 THEN s.pos END), 0) AS pos_dpd_90
  FROM disbursed d LEFT JOIN shares s ON s.month = d.month
  GROUP BY d.month ORDER BY d.month`;

/** A share's first instalment, due in the month and still unpaid. */
const NON_STARTERS = `
  SELECT l.id AS loan_id, c.name, s.id AS loanshare_id, s.amount AS loan_amount,
    i.amount AS emi_amount, i.due_date AS emi_due_date
  FROM loans l JOIN loan_shares s ON s.loan_id = l.id JOIN customers c ON c.id = s.customer_id
  JOIN share_instalments i ON i.loan_share_id = s.id
  WHERE l.leader_id = :leader AND l.status IN ${DISBURSED}
    AND i.due_date = (SELECT min(f.due_date) FROM share_instalments f WHERE f.loan_share_id = s.id)
    AND i.due_date BETWEEN :first AND :last AND i.due_date < :today AND i.paid_at IS NULL
  ORDER BY i.due_date, l.id, s.id`;

/**
 * Leaders of disbursed loans whose username starts with, or name contains, the search (the
 * customer list's name search: the trigram index from three characters).
 */
const GROUP_LEADERS = (names: string, filter: string | null) => `
  SELECT c.username, c.name, count(*) AS loans FROM customers c
  -- CROSS JOIN keeps this order: the customers matching the search, then each one's loans by
  -- the leader index (not every disbursed loan, then their leaders).
  CROSS JOIN loans l ON l.leader_id = c.id AND l.status IN ${DISBURSED}
  -- A UNION of two index lookups; an OR of them would scan every customer.
  WHERE c.id IN (${names} UNION SELECT id FROM customers c WHERE ${startsWith('c.username')})
    ${filter ? `AND ${filter}` : ''}
  GROUP BY c.id ORDER BY loans DESC, c.username LIMIT 20`;

type Row = CollectionRow & { due: number };

/** The rows and summary of a month of the loans `leaders` lead. */
export function collectionsOf(db: Db, leaders: number[], month: string, today: string) {
  const { first, last } = monthRange(month);
  const rows = all<Row>(db, COLLECTION_ROWS, {
    leaders: JSON.stringify(leaders),
    first,
    last,
    today,
  });
  let collected = 0;
  let toCollect = 0;
  let writtenOff = 0;
  let writtenOffCount = 0;
  for (const row of rows) {
    if (row.loanshare_status === 'written_off') {
      writtenOff += row.current_pending;
      writtenOffCount++;
      continue;
    }
    collected += row.interval_paid;
    toCollect += row.due;
  }
  const summary = {
    collected_amount: round2(collected),
    pending_amount: round2(toCollect - collected),
    amount_to_collect: round2(toCollect),
    collection_percent: collectionPercent(collected, toCollect),
    written_off_amount: round2(writtenOff),
    written_off_count: writtenOffCount,
  };
  return { rows: rows.map(({ due: _, ...row }) => row), summary };
}

export function collectionHandlers(
  ctx: Ctx,
): Handlers<
  operations,
  | 'getDisbursedStats'
  | 'listCollections'
  | 'getCohortAnalysis'
  | 'getNonStarterCases'
  | 'listGroupLeaders'
> {
  const { db } = ctx;
  return {
    async getDisbursedStats(request) {
      const { roles } = staffOf(request);
      const leader = requireAccessibleCustomer(db, roles, request.params.username);
      const { start_date: start, end_date: end } = request.query;
      if (start > end) throw badRequest('start_date must not be after end_date');
      const loans = all<DisbursedLoan>(db, DISBURSED_LOANS, { leader: leader.id, start, end });
      return {
        loans,
        number_of_loan: loans.length,
        total_mount: loans.reduce((sum, loan) => sum + loan.amount, 0),
      };
    },
    async listCollections(request) {
      const { roles } = staffOf(request);
      const usernames = [...new Set(request.query.usernames)];
      const leaders = usernames.map((u) => requireAccessibleCustomer(db, roles, u).id);
      const { rows, summary } = collectionsOf(db, leaders, request.query.date_month, indiaDay());
      return {
        results: request.query.download ? rows : rows.slice(0, SCREEN_ROWS),
        total_rows: rows.length,
        summary,
      };
    },
    async getCohortAnalysis(request) {
      const { roles } = staffOf(request);
      const leader = requireAccessibleCustomer(db, roles, request.params.username);
      return { results: all<CohortRow>(db, COHORTS, { leader: leader.id, today: indiaDay() }) };
    },
    async getNonStarterCases(request) {
      const { roles } = staffOf(request);
      const leader = requireAccessibleCustomer(db, roles, request.params.username);
      const { first, last } = monthRange(request.query.date_month);
      const loans = all<NonStarter>(db, NON_STARTERS, {
        leader: leader.id,
        first,
        last,
        today: indiaDay(),
      });
      return {
        emi_sum: round2(loans.reduce((sum, loan) => sum + loan.emi_amount, 0)),
        emi_count: loans.length,
        non_starter_loans: loans,
      };
    },
    async listGroupLeaders(request) {
      const { roles } = staffOf(request);
      const filter = customerListFilter(roles);
      if (filter === 'none') return { results: [] };
      const search = request.query.search.trim();
      if (!search) throw badRequest('search must not be blank');
      const [names, phrase] = nameContains(search);
      return {
        results: all(
          db,
          GROUP_LEADERS(names, filter),
          phrase,
          ...prefixBounds(search.toUpperCase()),
        ),
      };
    },
  };
}
