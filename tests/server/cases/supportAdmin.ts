// Contract cases of the support-call admin operations and the audit upload (main service).
import type { Harness } from '../harness.ts';
import { multipartBody } from '../multipart.ts';
import { bodyOf } from './documents.ts';
import type { Case } from './shared.ts';

/** A small audit file for the first customer that has no open audit call. */
export function auditCsv(h: Harness, rows?: string[]): { name: string; bytes: Buffer } {
  const lines =
    rows ??
    [
      (
        h.db
          .prepare(
            `SELECT username FROM customers c WHERE NOT EXISTS (SELECT 1 FROM audit_calls a
               WHERE a.customer_id = c.id AND a.status <> 'done') ORDER BY id LIMIT 1`,
          )
          .get() as { username: string }
      ).username,
    ].map((number) => `${number},DUE`);
  return { name: 'audit.csv', bytes: Buffer.from(['number,payment_status', ...lines].join('\n')) };
}

export const auditUpload = (file: { name: string; bytes: Buffer }) =>
  bodyOf(multipartBody({}, file, 'file'));

const RANGE = { start_date: '2026-10-01', end_date: '2026-10-31' };
const BACKWARDS = { start_date: '2026-10-31', end_date: '2026-10-01' };

export function supportAdminCases(h: Harness): Record<string, Case> {
  return {
    searchSupportCalls: {
      valid: async () => [await h.call('searchSupportCalls', { query: { username: '9' } }), 200],
      invalid: async () => [
        await h.call('searchSupportCalls', { query: { username: 'abc' } }),
        400,
      ],
    },
    listAssignedSupportCalls: {
      valid: async () => [await h.call('listAssignedSupportCalls', { query: { page: 2 } }), 200],
      invalid: async () => [await h.call('listAssignedSupportCalls', { query: { page: 0 } }), 400],
    },
    getSupportAnalytics: {
      valid: async () => [await h.call('getSupportAnalytics', { query: RANGE }), 200],
      invalid: async () => [await h.call('getSupportAnalytics', { query: BACKWARDS }), 400],
    },
    getCallSupervision: {
      valid: async () => [await h.call('getCallSupervision', { query: RANGE }), 200],
      invalid: async () => [
        await h.call('getCallSupervision', { token: h.tokenOf('is_reminder_agent'), query: RANGE }),
        403,
      ],
    },
    uploadAuditFile: {
      valid: async () => [await h.call('uploadAuditFile', auditUpload(auditCsv(h))), 200],
      invalid: async () => [
        await h.call(
          'uploadAuditFile',
          auditUpload({ name: 'audit.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') }),
        ),
        400,
      ],
    },
  };
}
