// The support-call admin screen (spec part 2 §2, §7 'Support calls'): the support-call search,
// the assigned calls, the analytics, the supervisor view, and the audit-file upload. Who may do
// which: openapi/rules/call-desks.json (server/support/access.ts).
import type { operations } from '../../openapi/generated/main.ts';
import { record } from '../activity.ts';
import type { Ctx } from '../context.ts';
import { transaction } from '../db/database.ts';
import { once } from '../http/idempotency.ts';
import { uploadedFile } from '../http/multipart.ts';
import { staffOf } from '../http/security.ts';
import {
  canUploadAuditFile,
  ensure,
  isAuditor,
  isSupportAdmin,
  isSupportAgent,
  supervisedDesks,
} from '../support/access.ts';
import { supportAnalytics } from '../support/analytics.ts';
import { readAuditFile } from '../support/auditFile.ts';
import { fileAuditRows } from '../support/auditUpload.ts';
import { assignedSupportCalls, searchSupportCalls } from '../support/calls.ts';
import { dayRange } from '../support/range.ts';
import { callSupervision } from '../support/supervision.ts';
import type { Handlers } from './types.ts';

type SupportAdminOps =
  | 'searchSupportCalls'
  | 'listAssignedSupportCalls'
  | 'getSupportAnalytics'
  | 'getCallSupervision'
  | 'uploadAuditFile';

export function supportAdminHandlers(ctx: Ctx): Handlers<operations, SupportAdminOps> {
  const { db } = ctx;
  return {
    async searchSupportCalls(request) {
      const { roles } = staffOf(request);
      ensure(isSupportAdmin(roles) || isSupportAgent(roles));
      return searchSupportCalls(db, request.query.username, request.query.page ?? 1);
    },

    async listAssignedSupportCalls(request) {
      const user = staffOf(request);
      // Support admins see every agent's assigned calls, support agents their own.
      if (isSupportAdmin(user.roles))
        return assignedSupportCalls(db, null, request.query.page ?? 1);
      ensure(isSupportAgent(user.roles));
      return assignedSupportCalls(db, user.id, request.query.page ?? 1);
    },

    async getSupportAnalytics(request) {
      ensure(isSupportAdmin(staffOf(request).roles));
      return supportAnalytics(db, dayRange(request.query.start_date, request.query.end_date));
    },

    async getCallSupervision(request) {
      const desks = supervisedDesks(staffOf(request).roles);
      ensure(desks.length > 0);
      const range = dayRange(request.query.start_date, request.query.end_date);
      return callSupervision(db, range, desks);
    },

    async uploadAuditFile(request) {
      const user = staffOf(request);
      ensure(canUploadAuditFile(user.roles));
      const file = uploadedFile(request, 'file');
      // Read before the transaction: a refused file stores nothing and is not remembered.
      const rows = readAuditFile(file.fileName, file.data);
      return once(db, request, user.id, 'uploadAuditFile', () =>
        // All the file's calls or none (once() opens a transaction only when a key is sent).
        transaction(db, () => {
          const result = fileAuditRows(db, rows, user.id, isAuditor(user.roles));
          record(db, user.id, 'audit_file.upload', `file:${file.fileName}`, {
            rows: rows.length,
            new_calls: result.new_calls.length,
            existing_calls: result.existing_calls.length,
            failed_entries: result.failed_entries.length,
          });
          return result;
        }),
      );
    },
  };
}
