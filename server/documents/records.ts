// Documents and folders as the database holds them and the contract shows them: the rows, the
// access rule of a document or folder (its owner's customer rule), the grids' cells and the
// moves of Add New / Replace All.
import type { components } from '../../openapi/generated/main.ts';
import table from '../../openapi/rules/documents.json' with { type: 'json' };
import { requireAccessibleCustomerById } from '../customers.ts';
import { type Db, transaction } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import type { RoleFlags } from '../domain.ts';
import { badRequest, forbidden, NO_PERMISSION, notFound } from '../errors.ts';
import { readsEmploymentAgreements } from '../loanPage/access.ts';

type Schemas = components['schemas'];
export type DocType = Schemas['DocType'];
type DocumentRecord = Schemas['DocumentRecord'];
type DocumentGroup = Schemas['DocumentGroup'];
type DocumentCell = Schemas['DocumentCell'];

/** part 2 §2: the compact customer view's types and the per-loan grid's rows, in order. */
export const COMPACT_VIEW_TYPES = table.grids.compactView as DocType[];
export const LOAN_GRID_ROWS = table.grids.loanGridRows as DocType[];
/** At most this many documents in one folder. */
export const GROUP_MAX_DOCUMENTS = 200;

export type GroupRow = { id: number; customer_id: number; doctype: DocType; username: string };
export type DocumentRow = {
  id: number;
  group_id: number | null;
  customer_id: number;
  username: string;
  uri: string;
  file_name: string;
  content_type: string;
  kind: string;
  is_valid: number;
  password: string | null;
  latitude: number | null;
  longitude: number | null;
  doctype: DocType | null;
  seed_file: string | null;
  created_at: string;
};

export const DOCUMENT_SQL = `SELECT d.*, c.username, g.doctype FROM documents d
  JOIN customers c ON c.id = d.customer_id LEFT JOIN document_groups g ON g.id = d.group_id`;
export const GROUP_SQL = `SELECT g.id, g.customer_id, g.doctype, c.username FROM document_groups g
  JOIN customers c ON c.id = g.customer_id`;

export function toRecord(row: DocumentRow): DocumentRecord {
  return {
    id: row.id,
    uri: row.uri,
    date: row.created_at,
    user: row.username,
    is_valid: row.is_valid === 1,
    groupId: row.group_id ?? 0,
    doctype: row.doctype ?? 'misc',
    password: row.password,
    location:
      row.latitude === null || row.longitude === null
        ? null
        : { latitude: row.latitude, longitude: row.longitude },
  };
}

export const groupDocuments = (db: Db, groupId: number) =>
  all<DocumentRow>(db, `${DOCUMENT_SQL} WHERE d.group_id = ? ORDER BY d.id`, groupId);

export function toGroup(db: Db, group: GroupRow): DocumentGroup {
  return {
    id: group.id,
    user: group.username,
    doctype: group.doctype,
    document_ids: all<{ id: number }>(
      db,
      'SELECT id FROM documents WHERE group_id = ? ORDER BY id',
      group.id,
    ).map((d) => d.id),
  };
}

/** A folder the caller may open (404 unknown, 403 not theirs). */
export function requireGroup(db: Db, roles: RoleFlags, groupId: number): GroupRow {
  const group = one<GroupRow>(db, `${GROUP_SQL} WHERE g.id = ?`, groupId);
  if (!group) throw notFound('Document folder not found');
  requireAccessibleCustomerById(db, roles, group.customer_id);
  requireDocTypeAccess(roles, group.doctype);
  return group;
}

/** A listed document (in a folder) the caller may open. */
export function requireDocument(db: Db, roles: RoleFlags, documentId: number): DocumentRow {
  const row = one<DocumentRow>(db, `${DOCUMENT_SQL} WHERE d.id = ?`, documentId);
  if (!row || row.group_id === null) throw notFound('Document not found');
  requireAccessibleCustomerById(db, roles, row.customer_id);
  if (row.doctype) requireDocTypeAccess(roles, row.doctype);
  return row;
}

/** part 1 §6: employment agreements are for admin and technology only (loan-page rule table). */
export function requireDocTypeAccess(roles: RoleFlags, doctype: DocType): void {
  if (doctype === 'employment_agreement' && !readsEmploymentAgreements(roles)) {
    throw forbidden(NO_PERMISSION);
  }
}

export function cellsOf(db: Db, customerId: number, types: DocType[]): DocumentCell[] {
  return types.map((doctype) => {
    const group = one<{ id: number }>(
      db,
      'SELECT id FROM document_groups WHERE customer_id = ? AND doctype = ?',
      customerId,
      doctype,
    );
    return {
      doctype,
      group_id: group?.id ?? null,
      documents: group ? groupDocuments(db, group.id).map(toRecord) : [],
    };
  });
}

/** Moves documents into a folder; with `replaceAll`, the folder's others leave it. */
export function assignToGroup(
  db: Db,
  roles: RoleFlags,
  groupId: number,
  docIds: number[],
  replaceAll: boolean,
): DocumentGroup {
  const group = requireGroup(db, roles, groupId);
  for (const id of docIds) requireDocument(db, roles, id);
  const kept = replaceAll
    ? 0
    : Number(
        one<{ n: number }>(db, 'SELECT count(*) AS n FROM documents WHERE group_id = ?', groupId)
          ?.n ?? 0,
      );
  const arriving = docIds.filter(
    (id) =>
      replaceAll ||
      one(db, 'SELECT 1 FROM documents WHERE id = ? AND group_id = ?', id, groupId) === undefined,
  ).length;
  if (kept + arriving > GROUP_MAX_DOCUMENTS) {
    throw badRequest(`A folder holds at most ${GROUP_MAX_DOCUMENTS} documents.`);
  }
  transaction(db, () => {
    if (replaceAll) {
      const placeholders = docIds.map(() => '?').join(', ');
      run(
        db,
        `UPDATE documents SET group_id = NULL WHERE group_id = ? AND id NOT IN (${placeholders})`,
        groupId,
        ...docIds,
      );
    }
    for (const id of docIds) {
      run(
        db,
        'UPDATE documents SET group_id = ?, customer_id = ? WHERE id = ?',
        groupId,
        group.customer_id,
        id,
      );
    }
  });
  return toGroup(db, group);
}

export function pdfFileName(db: Db, groupId: number | undefined, ids: number[]): string {
  if (groupId !== undefined) {
    const group = one<GroupRow>(db, `${GROUP_SQL} WHERE g.id = ?`, groupId);
    if (group) return `${group.username}_${group.doctype}.pdf`;
  }
  return `documents_${ids.slice(0, 5).join('_')}${ids.length > 5 ? '_more' : ''}.pdf`;
}
