// Managers and escalations, new leads, payment links, the support overview and push tokens.
import { randomBytes } from 'node:crypto';
import type { components, operations } from '../../openapi/generated/main.ts';
import { record } from '../activity.ts';
import type { Ctx } from '../context.ts';
import { requireAccessibleCustomer } from '../customers.ts';
import { all, one, run } from '../db/statements.ts';
import { isAdmin, type LoanShareStatus, PAYMENT_LINK_SHARE_STATUSES } from '../domain.ts';
import { badRequest, notFound } from '../errors.ts';
import { once } from '../http/idempotency.ts';
import { originOf } from '../http/origin.ts';
import { staffOf } from '../http/security.ts';
import { managers } from '../staff.ts';
import { nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type ManagerRole = components['schemas']['ManagerRole'];
type SupportOps =
  | 'listManagers'
  | 'escalateToManager'
  | 'assignNewLead'
  | 'getPaymentLink'
  | 'getSupportOverview'
  | 'registerPushToken';

export function supportHandlers(ctx: Ctx): Handlers<operations, SupportOps> {
  const { db, config } = ctx;
  return {
    async listManagers(request) {
      staffOf(request);
      const users: Record<string, { name: string; roles: ManagerRole[] }> = {};
      for (const { username, name, role } of managers(db)) {
        users[username] ??= { name, roles: [] };
        users[username].roles.push(role as ManagerRole);
      }
      return { users };
    },

    async escalateToManager(request) {
      const user = staffOf(request);
      return once(db, request, user.id, 'escalateToManager', () => {
        const { manager_username, customer_username } = request.body;
        const manager = one<{ id: number; name: string }>(
          db,
          `SELECT u.id, u.name FROM users u WHERE u.username = ?
           AND EXISTS (SELECT 1 FROM manager_roles m WHERE m.user_id = u.id)`,
          manager_username,
        );
        if (!manager) throw notFound('Manager not found');
        const customer = requireAccessibleCustomer(db, user.roles, customer_username);
        const open = one(
          db,
          "SELECT 1 FROM escalations WHERE customer_id = ? AND manager_id = ? AND status = 'OPEN'",
          customer.id,
          manager.id,
        );
        if (open) throw badRequest(`Already escalated to ${manager.name}`);
        run(
          db,
          'INSERT INTO escalations (customer_id, manager_id, escalated_by, created_at) VALUES (?, ?, ?, ?)',
          customer.id,
          manager.id,
          user.id,
          nowIso(),
        );
        record(db, user.id, 'customer.escalate', `customer:${customer.username}`, {
          manager: manager_username,
        });
        return { message: `Escalated to ${manager.name}` };
      });
    },

    async assignNewLead(request) {
      const user = staffOf(request);
      return once(db, request, user.id, 'assignNewLead', () => {
        const customer = requireAccessibleCustomer(db, user.roles, request.body.username);
        if (one(db, "SELECT 1 FROM leads WHERE customer_id = ? AND status = 'OPEN'", customer.id)) {
          throw badRequest('This customer is already assigned as a new lead');
        }
        run(
          db,
          'INSERT INTO leads (customer_id, assigned_by, created_at) VALUES (?, ?, ?)',
          customer.id,
          user.id,
          nowIso(),
        );
        record(db, user.id, 'lead.assign', `customer:${customer.username}`);
        return { message: 'Assigned as new lead' };
      });
    },

    async getPaymentLink(request) {
      const user = staffOf(request);
      return once(db, request, user.id, 'getPaymentLink', () => {
        const { loan_id, username, amount } = request.query;
        const customer = requireAccessibleCustomer(db, user.roles, username);
        if (!one(db, 'SELECT 1 FROM loans WHERE id = ?', loan_id)) throw notFound('Loan not found');
        const share = one<{ status: LoanShareStatus }>(
          db,
          'SELECT status FROM loan_shares WHERE loan_id = ? AND customer_id = ?',
          loan_id,
          customer.id,
        );
        if (!share) throw badRequest(`Customer ${username} has no share in loan ${loan_id}`);
        if (!PAYMENT_LINK_SHARE_STATUSES.includes(share.status)) {
          throw badRequest(`No payment link for a loan share in status ${share.status}`);
        }
        const token = randomBytes(16).toString('base64url');
        const link = `${originOf(request, config)}/pay/${token}`;
        run(
          db,
          `INSERT INTO payment_links (token, link, loan_id, customer_id, amount, created_by, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
          token,
          link,
          loan_id,
          customer.id,
          amount,
          user.id,
          nowIso(),
        );
        record(db, user.id, 'payment_link.create', `loan:${loan_id}`, { username, amount });
        return { link };
      });
    },

    async getSupportOverview(request) {
      const user = staffOf(request);
      // Admins see every case; everyone else the cases assigned to them.
      const mine = isAdmin(user.roles) ? '1 = 1' : 'assigned_to = ?';
      const params = isAdmin(user.roles) ? [] : [user.id];
      const rows = all<{ key: string; n: number }>(
        db,
        `SELECT 'assigned' AS key, count(*) AS n FROM support_calls WHERE ${mine}
         UNION ALL SELECT 'loan', count(*) FROM support_calls
           WHERE ${mine} AND status = 'OPEN' AND feedback_count = 0 AND loan_related = 1
         UNION ALL SELECT 'general', count(*) FROM support_calls
           WHERE ${mine} AND status = 'OPEN' AND feedback_count = 0 AND loan_related = 0
         UNION ALL SELECT 'contact:' || coalesce(traceability, 'None'), count(*) FROM support_calls
           WHERE ${mine} GROUP BY coalesce(traceability, 'None')
         UNION ALL SELECT 'status:' || status, count(*) FROM support_calls
           WHERE ${mine} GROUP BY status`,
        ...params,
        ...params,
        ...params,
        ...params,
        ...params,
      );
      const n = (key: string) => Number(rows.find((row) => row.key === key)?.n ?? 0);
      return {
        assigned_cases: n('assigned'),
        unactioned_cases_loan: n('loan'),
        unactioned_cases_general: n('general'),
        cs_contact: {
          RNR: n('contact:RNR'),
          NC: n('contact:NC'),
          CON: n('contact:CON'),
          None: n('contact:None'),
        },
        support_status: {
          OPEN: n('status:OPEN'),
          CLOSED: n('status:CLOSED'),
          RESOLVED: n('status:RESOLVED'),
        },
      };
    },

    async registerPushToken(request) {
      const user = staffOf(request);
      run(
        db,
        'INSERT OR IGNORE INTO push_tokens (user_id, token, created_at) VALUES (?, ?, ?)',
        user.id,
        request.body.token,
        nowIso(),
      );
      return { msg: 'Notification token registered' };
    },
  };
}
