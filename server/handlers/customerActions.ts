// Customer 360, Actions tab: early-pay amount, the CRIF report (its address and the file) and the
// call-detail lookup. Lender read-only users may use none of them (the page's rule table).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { operations } from '../../openapi/generated/main.ts';
import type { Ctx } from '../context.ts';
import { type CustomerRow, requireAccessibleCustomer } from '../customers.ts';
import { one } from '../db/statements.ts';
import { isWithheld, type RoleFlags } from '../domain.ts';
import { crifPdf, EARLY_PAY_STATUSES, earlyPayAmount } from '../earlyPay.ts';
import { badRequest, forbidden, NO_PERMISSION, notFound } from '../errors.ts';
import { staffOf } from '../http/security.ts';
import type { Handlers } from './types.ts';

type ActionOps = 'getEarlyPayAmount' | 'getCrifReport' | 'downloadCrifReport' | 'lookupCallDetails';

export const NOT_SELECTABLE = (status: string) =>
  `Early-pay amount is only given for loans in ${EARLY_PAY_STATUSES.join(', ')}; this loan is ${status}`;
export const NO_SHARE = 'The customer has no share in this loan';
export const BEFORE_DISBURSAL = 'date must not be before the loan was disbursed';
export const NO_REPORT = 'No Report Available';

type ShareRow = {
  status: string;
  principal: number;
  disbursal_date: string | null;
  annual_rate: number | null;
  paid_amount: number | null;
};

const SHARE = `
  SELECT l.status, s.amount AS principal, l.disbursal_date, t.annual_rate, t.paid_amount
  FROM loan_shares s JOIN loans l ON l.id = s.loan_id
    LEFT JOIN loan_share_terms t ON t.loan_share_id = s.id
  WHERE s.customer_id = ? AND s.loan_id = ?`;

/** The customer, if the caller may open them and use the customer actions. */
function actionCustomer(roles: RoleFlags, ctx: Ctx, username: string): CustomerRow {
  const customer = requireAccessibleCustomer(ctx.db, roles, username);
  if (isWithheld(roles, 'customerActions')) throw forbidden(NO_PERMISSION);
  return customer;
}

const reportOf = (ctx: Ctx, customerId: number) =>
  one<{ file_name: string; pulled_at: string }>(
    ctx.db,
    'SELECT file_name, pulled_at FROM crif_reports WHERE customer_id = ?',
    customerId,
  );

export function customerActionHandlers(ctx: Ctx): Handlers<operations, ActionOps> {
  return {
    async getEarlyPayAmount(request) {
      const customer = actionCustomer(staffOf(request).roles, ctx, request.params.username);
      const { loan_id, date } = request.query;
      const share = one<ShareRow>(ctx.db, SHARE, customer.id, loan_id);
      if (!share) throw badRequest(NO_SHARE);
      if (!EARLY_PAY_STATUSES.includes(share.status as never)) {
        throw badRequest(NOT_SELECTABLE(share.status));
      }
      const disbursalDate = share.disbursal_date?.slice(0, 10) ?? date;
      if (date < disbursalDate) throw badRequest(BEFORE_DISBURSAL);
      const amount = earlyPayAmount(
        {
          principal: share.principal,
          annualRate: share.annual_rate ?? 0,
          paid: share.paid_amount ?? 0,
          disbursalDate,
        },
        date,
      );
      return { loan_id, date, early_pay_amount: amount };
    },

    async getCrifReport(request) {
      const customer = actionCustomer(staffOf(request).roles, ctx, request.params.username);
      const report = reportOf(ctx, customer.id);
      return {
        cibil_report_url: report ? `/api/v1/customers/${customer.username}/crif-report/file` : null,
      };
    },

    async downloadCrifReport(request, reply) {
      const customer = actionCustomer(staffOf(request).roles, ctx, request.params.username);
      const report = reportOf(ctx, customer.id);
      if (!report) throw notFound(NO_REPORT);
      // Generated on first download and kept: the file on disk is what is served.
      const dir = join(ctx.config.DATA_DIR, 'crif');
      const file = join(dir, report.file_name);
      if (!existsSync(file)) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(file, crifPdf(customer.username, report.pulled_at));
      }
      reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${report.file_name}"`)
        .send(readFileSync(file));
      return reply as never;
    },

    async lookupCallDetails(request) {
      const customer = actionCustomer(staffOf(request).roles, ctx, request.query.customer_number);
      const softCall = one<{ id: number }>(
        ctx.db,
        `SELECT id FROM soft_calls WHERE customer_id = ? AND status <> 'done'
          ORDER BY created_at DESC, id DESC LIMIT 1`,
        customer.id,
      );
      // Recovery assignments are not modelled by this server yet: never a recovery case.
      return { soft_call_id: softCall?.id ?? null, rec_assign_id: null };
    },
  };
}
