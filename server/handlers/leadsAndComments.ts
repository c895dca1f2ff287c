// Loan comments (recovery, marketing, credit, disbursal) and the lead desk's forms: a new lead
// taken where the agent stands, a customer made a new group leader.
import type { operations } from '../../openapi/generated/main.ts';
import { record } from '../activity.ts';
import type { Ctx } from '../context.ts';
import { transaction } from '../db/database.ts';
import { one, run } from '../db/statements.ts';
import { canPostComment, worksDesk } from '../desks/access.ts';
import { badRequest, forbidden, NO_PERMISSION, notFound } from '../errors.ts';
import { once } from '../http/idempotency.ts';
import { staffOf } from '../http/security.ts';
import { nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type Ops = 'addLoanComment' | 'createNewLead' | 'addNewGroupLeader';

export const ALREADY_A_LEAD = 'This number is already a lead';
export const ALREADY_A_CUSTOMER = 'This number is already a customer: assign them as a lead call';
export const ALREADY_A_GL = 'This customer is already a group leader';

export function leadAndCommentHandlers(ctx: Ctx): Handlers<operations, Ops> {
  const { db } = ctx;
  const customerId = (username: string) =>
    one<{ id: number }>(db, 'SELECT id FROM customers WHERE username = ?', username)?.id;

  return {
    async addLoanComment(request) {
      const user = staffOf(request);
      const { kind, loan_id, username, comment } = request.body;
      if (!canPostComment(user.roles, kind)) throw forbidden(NO_PERMISSION);
      return once(db, request, user.id, 'addLoanComment', () => {
        if (!one(db, 'SELECT 1 FROM loans WHERE id = ?', loan_id)) throw notFound('Loan not found');
        const customer = customerId(username);
        if (customer === undefined) throw notFound('Customer not found');
        if (
          !one(
            db,
            'SELECT 1 FROM loan_shares WHERE loan_id = ? AND customer_id = ?',
            loan_id,
            customer,
          )
        ) {
          throw badRequest(`${username} holds no share of loan ${loan_id}`);
        }
        transaction(db, () => {
          const { id } = run(
            db,
            `INSERT INTO loan_comments (loan_id, customer_id, kind, comment, author_id, created_at)
             VALUES (?, ?, ?, ?, ?, ?)`,
            loan_id,
            customer,
            kind,
            comment.trim(),
            user.id,
            nowIso(),
          );
          record(db, user.id, 'loan_comment.add', `loan:${loan_id}`, { kind, comment_id: id });
        });
        return { message: 'Comment added successfully' };
      });
    },

    async createNewLead(request) {
      const user = staffOf(request);
      if (!worksDesk(user.roles, 'lead')) throw forbidden(NO_PERMISSION);
      const { username, name, location } = request.body;
      return once(db, request, user.id, 'createNewLead', () => {
        if (one(db, 'SELECT 1 FROM created_leads WHERE username = ?', username)) {
          throw badRequest(ALREADY_A_LEAD);
        }
        if (customerId(username) !== undefined) throw badRequest(ALREADY_A_CUSTOMER);
        transaction(db, () => {
          run(
            db,
            `INSERT INTO created_leads (username, name, latitude, longitude, created_by, created_at)
             VALUES (?, ?, ?, ?, ?, ?)`,
            username,
            name?.trim() ?? null,
            location.latitude,
            location.longitude,
            user.id,
            nowIso(),
          );
          record(db, user.id, 'lead.create', `lead:${username}`);
        });
        return { message: 'New lead created' };
      });
    },

    async addNewGroupLeader(request) {
      const user = staffOf(request);
      if (!worksDesk(user.roles, 'lead')) throw forbidden(NO_PERMISSION);
      const { username } = request.body;
      return once(db, request, user.id, 'addNewGroupLeader', () => {
        const customer = customerId(username);
        if (customer === undefined) throw notFound('Customer not found');
        const leads =
          one(db, 'SELECT 1 FROM new_group_leaders WHERE customer_id = ?', customer) ??
          one(db, 'SELECT 1 FROM loans WHERE leader_id = ? LIMIT 1', customer);
        if (leads) throw badRequest(ALREADY_A_GL);
        transaction(db, () => {
          run(
            db,
            'INSERT INTO new_group_leaders (customer_id, added_by, created_at) VALUES (?, ?, ?)',
            customer,
            user.id,
            nowIso(),
          );
          record(db, user.id, 'group_leader.add', `customer:${username}`);
        });
        return { message: 'New group leader added' };
      });
    },
  };
}
