// The list requests the server benchmark times: what people open all day, with values that exist
// in the seeded database (a loan id, a name fragment, a PAN prefix).
import type { Db } from '../db/database.ts';
import { one } from '../db/statements.ts';
import type { RoleFlag } from '../domain.ts';
import { cursorOf } from '../handlers/dashboard.ts';
import { indiaDay } from '../time.ts';

export type BenchRequest = {
  name: string;
  path: string;
  as: RoleFlag;
  /** The request the blocking figure times while slow ones run. */
  cheap?: true;
  /** The request run four at a time for the blocking figure. */
  slowest?: true;
};

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export function benchRequests(db: Db): BenchRequest[] {
  const pick = <T>(sql: string) => one<{ v: T }>(db, sql)!.v;
  const loanId = pick<number>('SELECT id AS v FROM loans ORDER BY id LIMIT 1 OFFSET 5000');
  const leader = pick<string>(
    'SELECT c.name AS v FROM customers c ORDER BY c.id LIMIT 1 OFFSET 7000',
  );
  const nameFragment = leader.split(' ')[0]!.slice(0, 4).toLowerCase();
  const pan = pick<string>('SELECT pan_number AS v FROM customers ORDER BY id LIMIT 1 OFFSET 9000');
  const today = indiaDay();
  const monthAgo = daysBefore(today, 29);
  const yearAgo = daysBefore(today, 364);
  const yearRow = one<{ created_at: string; loan_id: number }>(
    db,
    'SELECT created_at, id AS loan_id FROM loans WHERE created_at >= ? ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET 2000',
    `${yearAgo}T00:00:00Z`,
  )!;
  // The most alternate contacts any customer a lender may open has.
  const contactsOf = pick<string>(
    `SELECT c.username AS v FROM alternate_contacts a JOIN customers c ON c.id = a.customer_id
     WHERE a.customer_id IN (SELECT customer_id FROM funded_customers)
     GROUP BY a.customer_id ORDER BY count(*) DESC, a.customer_id LIMIT 1`,
  );
  // The group leader of the most disbursed loans: the largest collections, cohorts and history.
  const leaderOfMost = pick<string>(
    `SELECT c.username AS v FROM loans l JOIN customers c ON c.id = l.leader_id
     WHERE l.status IN ('loan_disbursed', 'completed', 'settled', 'written_off')
     GROUP BY l.leader_id ORDER BY count(*) DESC, l.leader_id LIMIT 1`,
  );
  // The loan page's showcase: six co-borrowers, every extra, comments of every kind.
  const sixShares = one<{ loan_id: number; usernames: string }>(
    db,
    `SELECT s.loan_id, group_concat(c.username) AS usernames FROM loan_shares s
     JOIN customers c ON c.id = s.customer_id WHERE s.loan_id = 13 GROUP BY s.loan_id`,
  )!;
  const month = today.slice(0, 7);
  const page = (start: number, entries = 8) => `start=${start}&entries=${entries}`;
  return [
    {
      name: 'applications, first page',
      path: `/loans/applications?${page(0)}`,
      as: 'is_credit_underwriter',
    },
    {
      name: 'approved, first page',
      path: `/loans/approved?${page(0)}`,
      as: 'is_disbursal_manager',
    },
    {
      name: 'disbursed, first page',
      path: `/loans/disbursed?${page(0)}`,
      as: 'is_kosh_superadmin',
    },
    {
      name: 'disbursed, rows 2,000–2,008',
      path: `/loans/disbursed?${page(2000)}`,
      as: 'is_kosh_superadmin',
      slowest: true,
    },
    { name: 'disbursed, lender, first page', path: `/loans/disbursed?${page(0)}`, as: 'is_lender' },
    {
      name: 'search, all statuses, first page',
      path: `/loans/search?${page(0)}`,
      as: 'is_kosh_superadmin',
    },
    {
      name: 'search, one loan id',
      path: `/loans/search?loan_id=${loanId}&${page(0)}`,
      as: 'is_kosh_superadmin',
      cheap: true,
    },
    {
      name: 'search, a month, team lead',
      path: `/loans/search?from_date=${monthAgo}&to_date=${today}&team_lead=credit&${page(0)}`,
      as: 'is_kosh_superadmin',
    },
    { name: 'customers, first page', path: `/customers?${page(0, 14)}`, as: 'is_kosh_superadmin' },
    {
      name: 'customers, rows 2,000–2,014',
      path: `/customers?${page(2000, 14)}`,
      as: 'is_kosh_superadmin',
    },
    {
      name: `customers, name contains '${nameFragment}'`,
      path: `/customers?search_string=${nameFragment}&${page(0, 14)}`,
      as: 'is_kosh_superadmin',
    },
    {
      name: 'customers, PAN prefix',
      path: `/customers?search_string=${pan.slice(0, 6)}&search_type=pan&${page(0, 14)}`,
      as: 'is_kosh_superadmin',
    },
    { name: 'customers, lender, first page', path: `/customers?${page(0, 14)}`, as: 'is_lender' },
    {
      name: 'alternate contacts of a customer',
      path: `/customers/${contactsOf}/alternate-contacts`,
      as: 'is_kosh_superadmin',
    },
    {
      name: 'alternate contacts of a customer, lender',
      path: `/customers/${contactsOf}/alternate-contacts`,
      as: 'is_lender',
    },
    {
      name: 'dashboard, 30 days',
      path: `/dashboard/loans?from_date=${monthAgo}&to_date=${today}`,
      as: 'is_kosh_superadmin',
    },
    {
      name: 'dashboard, a year',
      path: `/dashboard/loans?from_date=${yearAgo}&to_date=${today}`,
      as: 'is_kosh_superadmin',
    },
    {
      name: 'dashboard, a year, lender',
      path: `/dashboard/loans?from_date=${yearAgo}&to_date=${today}`,
      as: 'is_lender',
    },
    {
      name: 'dashboard rows after 2,000, a year',
      path: `/dashboard/loans/rows?from_date=${yearAgo}&to_date=${today}&after=${cursorOf(yearRow)}`,
      as: 'is_kosh_superadmin',
    },
    {
      name: 'dashboard rows after 2,000, rejected',
      path: `/dashboard/loans/rows?from_date=${yearAgo}&to_date=${today}&status=rejected_loans&after=${cursorOf(yearRow)}`,
      as: 'is_kosh_superadmin',
    },
    {
      name: "a group leader's loans",
      path: `/customers/${leaderOfMost}/loans`,
      as: 'is_credit_underwriter',
    },
    {
      name: "a group leader's collections, a month",
      path: `/collections?usernames=${leaderOfMost}&date_month=${month}`,
      as: 'is_kosh_superadmin',
    },
    {
      name: "a group leader's cohorts",
      path: `/customers/${leaderOfMost}/cohorts`,
      as: 'is_kosh_superadmin',
    },
    {
      name: "a group leader's non-starters, a month",
      path: `/customers/${leaderOfMost}/non-starters?date_month=${month}`,
      as: 'is_kosh_superadmin',
    },
    {
      name: `group leaders starting '${nameFragment}'`,
      path: `/group-leaders?search=${nameFragment}`,
      as: 'is_kosh_superadmin',
    },
    {
      name: "the showcase's wallet, 30 days",
      path: `/customers/8157415868/wallet?start_date=${monthAgo}&end_date=${today}`,
      as: 'is_credit_underwriter',
    },
    {
      name: "the showcase's repayments",
      path: `/customers/8157415868/repayments?date=${today}`,
      as: 'is_credit_underwriter',
    },
    {
      name: "support calls of numbers starting '8', page 3",
      path: '/support-calls/search?username=8&page=3',
      as: 'is_kosh_superadmin',
    },
    {
      name: "every agent's assigned support calls, page 20",
      path: '/support-calls/assigned?page=20',
      as: 'is_kosh_superadmin',
    },
    {
      name: 'support analytics, a year',
      path: `/support-calls/analytics?start_date=${yearAgo}&end_date=${today}`,
      as: 'is_kosh_superadmin',
    },
    {
      name: 'call supervision, 30 days',
      path: `/call-desks/supervisor?start_date=${monthAgo}&end_date=${today}`,
      as: 'is_kosh_superadmin',
    },
    { name: 'loan page: the loan, 6 co-borrowers', path: '/loans/13', as: 'is_disbursal_team' },
    {
      name: 'loan page: 6 profiles with comments',
      path: `/loans/13/profiles?${sixShares.usernames
        .split(',')
        .map((u) => `username=${u}`)
        .join('&')}`,
      as: 'is_credit_underwriter',
    },
    { name: 'loan page: extras', path: '/loans/13/extras', as: 'is_credit_underwriter' },
  ];
}
