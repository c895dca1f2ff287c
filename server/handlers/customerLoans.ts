// The customer's own loans (customer 360, Loans tab → Self Loans), current or as of a version.
import type { components, operations } from '../../openapi/generated/main.ts';
import type { Ctx } from '../context.ts';
import { requireAccessibleCustomer } from '../customers.ts';
import { all } from '../db/statements.ts';
import { badRequest } from '../errors.ts';
import { staffOf } from '../http/security.ts';
import type { Handlers } from './types.ts';

type CustomerLoanRow = components['schemas']['CustomerLoanRow'];
type Row = Omit<CustomerLoanRow, 'status'> & { status: CustomerLoanRow['status'] };

/**
 * Loans the customer has a share in, newest first, rejected ones left out (spec part 1 §4). As of
 * a date: loans created later are left out, and each status is the `from_status` of the first
 * decision taken after it; else, for a loan disbursed after it, ready_for_disbursal; else today's
 * status (later moves, such as a write-off, are not dated: today's status stands for them).
 * The action is the latest, by then, of the decisions on the loan and the share's own action.
 */
const LOANS_AS_OF = `
  SELECT l.id, l.amount AS loan_amount, s.amount AS user_amount, s.status AS loanshare_status,
    l.disbursal_date, l.default_lender AS lender, k.name AS leader_name, k.username AS leader,
    COALESCE(l.loan_category, l.loan_type) AS loan_category, l.tenure,
    COALESCE(s.total_advance_amount, s.amount) AS total_advance_amount, s.video_url,
    COALESCE(
      (SELECT d.from_status FROM loan_decisions d WHERE d.loan_id = l.id AND d.decided_at > :at
        ORDER BY d.decided_at, d.id LIMIT 1),
      CASE WHEN l.disbursed_at > :at THEN 'ready_for_disbursal' END,
      l.status) AS status,
    (SELECT a.action FROM (
        SELECT d.decision AS action, d.decided_at AS at FROM loan_decisions d
          WHERE d.loan_id = l.id AND d.decided_at <= :at
        UNION ALL SELECT s.last_action, s.last_action_at WHERE s.last_action_at <= :at
      ) a ORDER BY a.at DESC LIMIT 1) AS action
  FROM loan_shares s
    JOIN loans l ON l.id = s.loan_id
    JOIN customers k ON k.id = l.leader_id
  WHERE s.customer_id = :customer AND l.created_at <= :at
  ORDER BY l.created_at DESC, l.id DESC`;

export function customerLoanHandlers(ctx: Ctx): Handlers<operations, 'listCustomerLoans'> {
  const { db } = ctx;
  return {
    async listCustomerLoans(request) {
      const { roles } = staffOf(request);
      const customer = requireAccessibleCustomer(db, roles, request.params.username);
      const { history_date } = request.query;
      const at = history_date ? new Date(history_date) : new Date();
      if (Number.isNaN(at.getTime())) throw badRequest('history_date must be a date-time');
      const rows = all<Row>(db, LOANS_AS_OF, { customer: customer.id, at: at.toISOString() });
      return { results: rows.filter((row) => row.status !== 'rejected') };
    },
  };
}
