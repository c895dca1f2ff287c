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
 * a date: loans created later are left out, and each status is the `to_status` of the last
 * decision taken by then (else the `from_status` of the first one after, else today's status).
 */
const LOANS_AS_OF = `
  SELECT l.id, l.amount AS loan_amount, s.amount AS user_amount, s.status AS loanshare_status,
    l.disbursal_date, l.default_lender AS lender, k.name AS leader_name, k.username AS leader,
    l.loan_type AS loan_category,
    COALESCE(
      (SELECT d.to_status FROM loan_decisions d WHERE d.loan_id = l.id AND d.decided_at <= :at
        ORDER BY d.decided_at DESC, d.id DESC LIMIT 1),
      (SELECT d.from_status FROM loan_decisions d WHERE d.loan_id = l.id AND d.decided_at > :at
        ORDER BY d.decided_at, d.id LIMIT 1),
      l.status) AS status,
    (SELECT d.decision FROM loan_decisions d WHERE d.loan_id = l.id AND d.decided_at <= :at
      ORDER BY d.decided_at DESC, d.id DESC LIMIT 1) AS action
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
      const rows = all<Row & { action: string | null }>(db, LOANS_AS_OF, {
        customer: customer.id,
        at: at.toISOString(),
      });
      return {
        results: rows
          .filter((row) => row.status !== 'rejected')
          .map((row) => ({
            ...row,
            // The advance is the customer's share until repayment plans are modelled.
            total_advance_amount: row.user_amount,
            video_url: null,
            tenure: null,
          })),
      };
    },
  };
}
