// Complaints (spec part 2 §6, §7 'complaint/register-complaint') and the investor detail (§7
// 'investor/investor-detail'). Who may: openapi/rules/complaints.json (server/complaints/access.ts).
import type { operations } from '../../openapi/generated/main.ts';
import { record } from '../activity.ts';
import { ensureComplaints, INVESTORS_ONLY, isInvestorUser } from '../complaints/access.ts';
import { investorDetail } from '../complaints/investors.ts';
import { listComplaints, moveComplaint, registerComplaint } from '../complaints/records.ts';
import type { Ctx } from '../context.ts';
import { forbidden } from '../errors.ts';
import { once } from '../http/idempotency.ts';
import { staffOf } from '../http/security.ts';
import { indiaDay } from '../time.ts';
import type { Handlers } from './types.ts';

type ComplaintOps =
  | 'listComplaints'
  | 'registerComplaint'
  | 'updateComplaintStatus'
  | 'getInvestorDetail';

export function complaintHandlers(ctx: Ctx): Handlers<operations, ComplaintOps> {
  const { db } = ctx;
  return {
    async listComplaints(request) {
      ensureComplaints(staffOf(request).roles, true);
      return listComplaints(db, request.query.status, request.query.page ?? 1);
    },

    async registerComplaint(request) {
      const user = staffOf(request);
      ensureComplaints(user.roles);
      return once(db, request, user.id, 'registerComplaint', () => {
        const row = registerComplaint(db, user.id, request.body);
        record(db, user.id, 'complaint.register', `complaint:${row.id}`, {
          username: row.username,
          category: row.category,
        });
        return row;
      });
    },

    async updateComplaintStatus(request) {
      const user = staffOf(request);
      ensureComplaints(user.roles);
      const row = moveComplaint(db, user.id, request.params.complaint_id, request.body.status);
      record(db, user.id, 'complaint.status', `complaint:${row.id}`, { status: row.status });
      return row;
    },

    async getInvestorDetail(request) {
      const user = staffOf(request);
      // Always the caller's own figures: there is no parameter naming another investor.
      if (!isInvestorUser(user.roles)) throw forbidden(INVESTORS_ONLY);
      return investorDetail(db, user.id, indiaDay());
    },
  };
}
