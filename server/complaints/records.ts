// Complaints as the list shows them: one SQL shape for the page, a registered and a moved row.
import type { components } from '../../openapi/generated/main.ts';
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { COMPLAINT_MAX, canMove } from './access.ts';

type Row = components['schemas']['ComplaintRow'];
type Status = components['schemas']['ComplaintStatus'];
type Page = components['schemas']['ComplaintPage'];

export const COMPLAINT_PAGE_SIZE = 20;
const STATUSES: Status[] = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'];

const SELECT = `SELECT k.id, c.username, c.name AS customer_name, k.complaint, k.category, k.status,
    k.date_created, k.updated_at, u.name AS registered_by, r.username AS raised_by
  FROM complaints k
  JOIN customers c ON c.id = k.customer_id
  LEFT JOIN customers r ON r.id = k.raised_by_id
  LEFT JOIN users u ON u.id = k.registered_by`;

export function listComplaints(db: Db, status: Status | undefined, page: number): Page {
  const where = status ? 'WHERE k.status = ?' : '';
  const params = status ? [status] : [];
  const results = all<Row>(
    db,
    `${SELECT} ${where} ORDER BY k.date_created DESC, k.id DESC LIMIT ? OFFSET ?`,
    ...params,
    COMPLAINT_PAGE_SIZE,
    (page - 1) * COMPLAINT_PAGE_SIZE,
  );
  const counts = all<{ status: string; n: number }>(
    db,
    'SELECT status, count(*) AS n FROM complaints GROUP BY status',
  );
  const by_status = Object.fromEntries(
    STATUSES.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0]),
  ) as Page['by_status'];
  const count = status ? by_status[status] : counts.reduce((sum, c) => sum + c.n, 0);
  return { results, count, page, page_size: COMPLAINT_PAGE_SIZE, by_status };
}

export const complaintRow = (db: Db, id: number) => one<Row>(db, `${SELECT} WHERE k.id = ?`, id);

export function registerComplaint(
  db: Db,
  staffId: number,
  body: { username: string; complaint: string; category: string },
): Row {
  const text = body.complaint.trim();
  if (!text) throw badRequest('Please write the complaint.');
  if (text.length > COMPLAINT_MAX)
    throw badRequest(`A complaint is at most ${COMPLAINT_MAX} characters.`);
  const customer = one<{ id: number }>(
    db,
    'SELECT id FROM customers WHERE username = ?',
    body.username,
  );
  if (!customer) throw notFound(`No customer has the mobile number ${body.username}.`);
  const { id } = run(
    db,
    `INSERT INTO complaints (customer_id, complaint, status, date_created, category, registered_by)
     VALUES (?, ?, 'OPEN', ?, ?, ?)`,
    customer.id,
    text,
    new Date().toISOString(),
    body.category,
    staffId,
  );
  return complaintRow(db, id)!;
}

export function moveComplaint(db: Db, staffId: number, id: number, to: Status): Row {
  const current = one<{ status: string }>(db, 'SELECT status FROM complaints WHERE id = ?', id);
  if (!current) throw notFound(`No complaint has the id ${id}.`);
  if (!canMove(current.status, to)) {
    throw new HttpError(409, {
      error: `A complaint that is ${current.status} cannot move to ${to}.`,
    });
  }
  run(
    db,
    'UPDATE complaints SET status = ?, updated_at = ?, updated_by = ? WHERE id = ?',
    to,
    new Date().toISOString(),
    staffId,
    id,
  );
  return complaintRow(db, id)!;
}
