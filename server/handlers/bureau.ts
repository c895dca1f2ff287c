// Bureau and credit profile (customer page → Bureau and Credit Profile; spec part 1 §3, §7, §9):
// the newest CRIF pull as of a version, a CRIF pull now, and the scored credit profile. Reading
// follows the customer page's access rule; pulling is for the roles of the rule `pullCrif`.
import type { operations } from '../../openapi/generated/main.ts';
import { accountsOf, cibilDataOf, enquiriesOf, pullAsOf, pullCrif } from '../bureau.ts';
import type { Ctx } from '../context.ts';
import { type CreditValues, scoreProfile } from '../creditScore.ts';
import { requireAccessibleCustomer } from '../customers.ts';
import { transaction } from '../db/database.ts';
import { one } from '../db/statements.ts';
import { isGranted } from '../domain.ts';
import { forbidden, NO_PERMISSION } from '../errors.ts';
import { once } from '../http/idempotency.ts';
import { staffOf } from '../http/security.ts';
import { nowIso } from '../time.ts';
import { asOf } from './loanHistory.ts';
import type { Handlers } from './types.ts';

type Ops = 'getCustomerBureau' | 'pullCrif' | 'getCreditScoreDetails';

export const CRIF_PULLED = 'CRIF pulled successfully';

export function bureauHandlers(ctx: Ctx): Handlers<operations, Ops> {
  const { db } = ctx;
  const reportUrl = (customerId: number, username: string) =>
    one(db, 'SELECT 1 FROM crif_reports WHERE customer_id = ?', customerId)
      ? `/api/v1/customers/${username}/crif-report/file`
      : null;
  return {
    async getCustomerBureau(request) {
      const customer = requireAccessibleCustomer(
        db,
        staffOf(request).roles,
        request.params.username,
      );
      const { at } = asOf(request.query.history_date);
      const pull = pullAsOf(db, customer.id, at);
      if (!pull) return { cibil_data: null, bureau_data: null };
      const accounts = accountsOf(db, pull.id);
      const enquiries = enquiriesOf(db, pull.id);
      return {
        cibil_data: cibilDataOf(
          pull,
          customer.username,
          accounts,
          enquiries,
          reportUrl(customer.id, customer.username),
        ),
        bureau_data: { accounts, enquiries },
      };
    },

    async pullCrif(request) {
      const user = staffOf(request);
      const customer = requireAccessibleCustomer(db, user.roles, request.params.username);
      if (!isGranted(user.roles, 'pullCrif')) throw forbidden(NO_PERMISSION);
      return once(db, request, user.id, 'pullCrif', () =>
        transaction(db, () => ({
          message: CRIF_PULLED,
          crif_pull_date: pullCrif(db, customer, nowIso()),
        })),
      );
    },

    async getCreditScoreDetails(request) {
      const customer = requireAccessibleCustomer(
        db,
        staffOf(request).roles,
        request.params.username,
      );
      const { at } = asOf(request.query.history_date);
      const row = one<{ computed_at: string; values_json: string }>(
        db,
        `SELECT computed_at, values_json FROM credit_profiles
         WHERE customer_id = ? AND computed_at <= ? ORDER BY computed_at DESC LIMIT 1`,
        customer.id,
        at,
      );
      if (!row) return { credit_profile: null };
      const values = JSON.parse(row.values_json) as Partial<CreditValues>;
      return {
        credit_profile: {
          user: customer.username,
          computed_at: row.computed_at,
          ...scoreProfile(values),
        },
      };
    },
  };
}
