// Documents (spec part 2 §2-§7, part 1 §7): folders per customer and type, their documents and
// files, uploads (append), replace, rotate, Add New / Replace All, the one-PDF download and the
// assignment to a loan share. Reading follows the customer access rule of the document's owner;
// every change is refused to lenders (openapi/rules/documents.json).
import type { FastifyRequest } from 'fastify';
import type { components, operations } from '../../openapi/generated/main.ts';
import type { Ctx } from '../context.ts';
import { canAccessCustomer, requireAccessibleCustomer } from '../customers.ts';
import { all, one, run } from '../db/statements.ts';
import { canChangeDocuments } from '../documents/access.ts';
import { buildPdf } from '../documents/pdf.ts';
import {
  assignToGroup,
  COMPACT_VIEW_TYPES,
  cellsOf,
  DOCUMENT_SQL,
  type DocumentRow,
  GROUP_MAX_DOCUMENTS,
  GROUP_SQL,
  type GroupRow,
  groupDocuments,
  LOAN_GRID_ROWS,
  pdfFileName,
  requireDocTypeAccess,
  requireDocument,
  requireGroup,
  toGroup,
  toRecord,
} from '../documents/records.ts';
import { sniffFile } from '../documents/sniff.ts';
import { displayName, readStoredFile, removeStoredFile, storeFile } from '../documents/storage.ts';
import { checkedUpload } from '../documents/upload.ts';
import { badRequest, forbidden, HttpError, NO_PERMISSION, notFound } from '../errors.ts';
import { UPLOAD_MAX_BYTES } from '../http/bodies.ts';
import { once } from '../http/idempotency.ts';
import { uploadedFile } from '../http/multipart.ts';
import { staffOf } from '../http/security.ts';
import { nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type Ops =
  | 'listCustomerDocuments'
  | 'listLoanDocuments'
  | 'getUserDocGroup'
  | 'createUserDocGroup'
  | 'getDocumentGroup'
  | 'addGroupDocuments'
  | 'replaceGroupDocuments'
  | 'listGroupDocuments'
  | 'uploadGroupDocument'
  | 'getDocument'
  | 'rotateDocument'
  | 'getDocumentFile'
  | 'replaceDocumentFile'
  | 'downloadDocumentsPdf'
  | 'assignDocumentToLoanShare';

type Schemas = components['schemas'];

export const ASSIGNED = 'Document assigned to loan share';

/** The caller, if they may change documents (part 2 §6: not lenders). */
function changer(request: FastifyRequest) {
  const staff = staffOf(request);
  if (!canChangeDocuments(staff.roles)) throw forbidden(NO_PERMISSION);
  return staff;
}

export function documentHandlers(ctx: Ctx): Handlers<operations, Ops> {
  const { db } = ctx;
  const dataDir = ctx.config.DATA_DIR;

  function fileOf(row: DocumentRow): Buffer {
    const bytes = readStoredFile(dataDir, row.file_name);
    if (!bytes) throw notFound('The document file is missing');
    return bytes;
  }

  /** A replaced file is removed; a seeded one stays (another server on this folder may serve it). */
  function forgetFile(row: DocumentRow): void {
    if (!row.seed_file) removeStoredFile(dataDir, row.file_name);
  }

  return {
    async listCustomerDocuments(request) {
      const customer = requireAccessibleCustomer(
        db,
        staffOf(request).roles,
        request.params.username,
      );
      return { username: customer.username, cells: cellsOf(db, customer.id, COMPACT_VIEW_TYPES) };
    },

    async listLoanDocuments(request) {
      const { roles } = staffOf(request);
      const loanId = request.params.loan_id;
      const loan = one<{ leader_id: number }>(
        db,
        'SELECT leader_id FROM loans WHERE id = ?',
        loanId,
      );
      if (!loan) throw notFound('Loan not found');
      const people = all<{ id: number; username: string; name: string }>(
        db,
        `SELECT c.id, c.username, c.name FROM customers c WHERE c.id = ?
         UNION ALL
         SELECT * FROM (SELECT c.id, c.username, c.name FROM loan_shares s
           JOIN customers c ON c.id = s.customer_id
           WHERE s.loan_id = ? AND s.customer_id <> ? ORDER BY s.id)`,
        loan.leader_id,
        loanId,
        loan.leader_id,
      );
      if (!people.some((p) => canAccessCustomer(db, roles, p.id))) {
        throw forbidden("Sorry! You don't have access to see this page");
      }
      return {
        loan_id: loanId,
        rows: LOAN_GRID_ROWS,
        columns: people.map((p) => ({
          username: p.username,
          name: p.name,
          is_leader: p.id === loan.leader_id,
          cells: cellsOf(db, p.id, LOAN_GRID_ROWS),
        })),
      };
    },

    async getUserDocGroup(request) {
      const { user, type } = request.params;
      const { roles } = staffOf(request);
      const customer = requireAccessibleCustomer(db, roles, user);
      requireDocTypeAccess(roles, type);
      const group = one<GroupRow>(
        db,
        `${GROUP_SQL} WHERE g.customer_id = ? AND g.doctype = ?`,
        customer.id,
        type,
      );
      // part 2 §7: a 400 here tells the client to create the folder.
      if (!group) throw badRequest(`${user} has no ${type} folder yet.`);
      return toGroup(db, group);
    },

    async createUserDocGroup(request, reply) {
      const { roles } = changer(request);
      const { user, type } = request.params;
      const customer = requireAccessibleCustomer(db, roles, user);
      requireDocTypeAccess(roles, type);
      const created = run(
        db,
        `INSERT INTO document_groups (customer_id, doctype, created_at) VALUES (?, ?, ?)
         ON CONFLICT (customer_id, doctype) DO NOTHING`,
        customer.id,
        type,
        nowIso(),
      );
      const group = one<GroupRow>(
        db,
        `${GROUP_SQL} WHERE g.customer_id = ? AND g.doctype = ?`,
        customer.id,
        type,
      )!;
      reply.code(created.changes ? 201 : 200);
      return toGroup(db, group);
    },

    async getDocumentGroup(request) {
      return toGroup(db, requireGroup(db, staffOf(request).roles, request.params.group_id));
    },

    async addGroupDocuments(request) {
      const { roles } = changer(request);
      return assignToGroup(db, roles, request.params.group_id, request.body.doc_ids, false);
    },

    async replaceGroupDocuments(request) {
      const { roles } = changer(request);
      return assignToGroup(db, roles, request.params.group_id, request.body.doc_ids, true);
    },

    async listGroupDocuments(request) {
      const group = requireGroup(db, staffOf(request).roles, request.params.group_id);
      return { documents: groupDocuments(db, group.id).map(toRecord) };
    },

    async uploadGroupDocument(request, reply) {
      const staff = changer(request);
      const group = requireGroup(db, staff.roles, request.params.group_id);
      const body = (request.body ?? {}) as Schemas['DocumentUpload'];
      const upload = await checkedUpload(request, body.password);
      const count = one<{ n: number }>(
        db,
        'SELECT count(*) AS n FROM documents WHERE group_id = ?',
        group.id,
      );
      if (Number(count?.n ?? 0) >= GROUP_MAX_DOCUMENTS) {
        throw badRequest(`A folder holds at most ${GROUP_MAX_DOCUMENTS} documents.`);
      }
      const location =
        body.latitude !== undefined && body.longitude !== undefined
          ? [body.latitude, body.longitude]
          : [null, null];
      reply.code(201);
      return once(db, request, staff.id, 'uploadGroupDocument', () => {
        const fileName = storeFile(dataDir, upload.sniffed.ext, upload.data);
        const { id } = run(
          db,
          `INSERT INTO documents (group_id, customer_id, uri, file_name, content_type, kind, size,
             is_valid, password, latitude, longitude, uploaded_by, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?)`,
          group.id,
          group.customer_id,
          upload.uri,
          fileName,
          upload.sniffed.contentType,
          upload.sniffed.kind,
          upload.data.length,
          upload.password,
          location[0] ?? null,
          location[1] ?? null,
          staff.id,
          nowIso(),
        );
        return toRecord(one<DocumentRow>(db, `${DOCUMENT_SQL} WHERE d.id = ?`, id)!);
      });
    },

    async getDocument(request) {
      return toRecord(requireDocument(db, staffOf(request).roles, request.params.document_id));
    },

    async rotateDocument(request) {
      const { roles } = changer(request);
      const row = requireDocument(db, roles, request.params.document_id);
      if (row.kind !== 'image') throw badRequest('Only images can be rotated.');
      const file = uploadedFile(request);
      const sniffed = sniffFile(file.data);
      if (sniffed?.contentType !== 'image/jpeg') {
        throw badRequest('The rotated image must be a JPEG.');
      }
      if (file.data.length > UPLOAD_MAX_BYTES) {
        throw new HttpError(413, { error: 'The rotated image is larger than 20 MB.' });
      }
      const fileName = storeFile(dataDir, 'jpg', file.data);
      run(
        db,
        `UPDATE documents SET file_name = ?, uri = ?, content_type = 'image/jpeg', size = ?,
           seed_file = NULL WHERE id = ?`,
        fileName,
        displayName(row.uri, 'jpg'),
        file.data.length,
        row.id,
      );
      forgetFile(row);
      return toRecord(requireDocument(db, roles, row.id));
    },

    async getDocumentFile(request, reply) {
      const row = requireDocument(db, staffOf(request).roles, request.params.document_id);
      const bytes = fileOf(row);
      reply
        .type(row.content_type)
        .header('content-disposition', `inline; filename="${row.uri.replace(/"/g, '')}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
      return reply as never;
    },

    async replaceDocumentFile(request) {
      const staff = changer(request);
      const row = requireDocument(db, staff.roles, request.params.document_id);
      const body = (request.body ?? {}) as Schemas['DocumentUpload'];
      const upload = await checkedUpload(request, body.password);
      const fileName = storeFile(dataDir, upload.sniffed.ext, upload.data);
      run(
        db,
        `UPDATE documents SET file_name = ?, uri = ?, content_type = ?, kind = ?, size = ?,
           is_valid = 1, password = ?, uploaded_by = ?, seed_file = NULL, created_at = ?
         WHERE id = ?`,
        fileName,
        upload.uri,
        upload.sniffed.contentType,
        upload.sniffed.kind,
        upload.data.length,
        upload.password,
        staff.id,
        nowIso(),
        row.id,
      );
      forgetFile(row);
      return toRecord(requireDocument(db, staff.roles, row.id));
    },

    async downloadDocumentsPdf(request) {
      const { roles } = staffOf(request);
      const { document_ids: ids, group_id: groupId } = request.query;
      if ((ids === undefined) === (groupId === undefined)) {
        throw badRequest('Give either document_ids or group_id.');
      }
      const rows =
        groupId !== undefined
          ? groupDocuments(db, requireGroup(db, roles, groupId).id)
          : [...new Set(ids)].map((id) => requireDocument(db, roles, id));
      if (rows.length === 0) throw badRequest('No documents selected.');
      const built = await buildPdf(
        rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          contentType: row.content_type,
          password: row.password,
          bytes: fileOf(row),
        })),
      );
      if (built.pageCount === 0) {
        throw badRequest(
          `None of the chosen documents can be put in a PDF: ${built.skipped.map((s) => `${s.id}: ${s.reason}`).join(' ')}`,
        );
      }
      return {
        file_name: pdfFileName(
          db,
          groupId,
          rows.map((r) => r.id),
        ),
        pdf: Buffer.from(built.bytes).toString('base64'),
        page_count: built.pageCount,
        document_ids: built.included,
        skipped: built.skipped,
      };
    },

    async assignDocumentToLoanShare(request) {
      const staff = changer(request);
      const { username, doc_id, loan_id } = request.body;
      const customer = requireAccessibleCustomer(db, staff.roles, username);
      const share = one<{ id: number }>(
        db,
        'SELECT id FROM loan_shares WHERE loan_id = ? AND customer_id = ?',
        loan_id,
        customer.id,
      );
      if (!share) throw badRequest(`${username} has no share in loan ${loan_id}.`);
      requireDocument(db, staff.roles, doc_id);
      run(
        db,
        `INSERT INTO loan_share_documents (loan_share_id, document_id, assigned_by, assigned_at)
         VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`,
        share.id,
        doc_id,
        staff.id,
        nowIso(),
      );
      return { msg: ASSIGNED };
    },
  };
}
