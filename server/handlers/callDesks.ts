// The call desks beside the soft-call loop (recovery, audit, lead, support): the next case of the
// caller's queue, the telephony call of a case, the dial permit and each desk's feedback.
import type { FastifyRequest } from 'fastify';
import type { operations } from '../../openapi/generated/main.ts';
import { record } from '../activity.ts';
import type { Ctx } from '../context.ts';
import { transaction } from '../db/database.ts';
import { run } from '../db/statements.ts';
import { type Desk, managesDesk, opensAnyCase, worksDesk } from '../desks/access.ts';
import { auditDesk, saveAudit } from '../desks/audit.ts';
import { dialBlock, grantPermit } from '../desks/dialRules.ts';
import { leadDesk, leadFeedbackError, saveLead } from '../desks/lead.ts';
import { type CaseRow, caseOf, nextCaseId } from '../desks/queue.ts';
import { recoveryDesk } from '../desks/recovery.ts';
import { saveSupport, supportDesk, supportFeedbackError } from '../desks/support.ts';
import type { DeskCase, DeskModule } from '../desks/types.ts';
import { hasSoftCallQueue, isAdmin, type RoleFlags } from '../domain.ts';
import { badRequest, forbidden, HttpError, notFound } from '../errors.ts';
import { once } from '../http/idempotency.ts';
import { staffOf } from '../http/security.ts';
import { indiaDay } from '../time.ts';
import { FEEDBACK_ALREADY_SAVED, feedbackError, saveFeedback } from './softCalls.ts';
import type { Handlers } from './types.ts';

type DeskOps =
  | 'getNextDeskCase'
  | 'saveDeskCallOutcome'
  | 'requestDialPermit'
  | 'submitRecoveryFeedback'
  | 'submitAuditFeedback'
  | 'submitLeadFeedback'
  | 'submitSupportFeedback';

const MODULES: Record<Desk, DeskModule> = {
  recovery: recoveryDesk,
  audit: auditDesk,
  lead: leadDesk,
  support: supportDesk,
};

const noQueue = (desk: Desk | 'soft') => forbidden(`You have no ${desk} queue`);
const emptyQueue = (desk: Desk) => `No ${desk} calls left in your queue`;
const caseNotFound = (desk: Desk | 'soft') => notFound(`No such case in your ${desk} queue`);

/** A case the caller may open: their own, or any for the desk's managers and readers. */
function openable(ctx: Ctx, desk: Desk, id: number, roles: RoleFlags, userId: number): CaseRow {
  const found = caseOf(ctx.db, desk, id);
  if (!found || (found.owner !== userId && !opensAnyCase(roles, desk))) throw caseNotFound(desk);
  return found;
}

/** A case the caller may work (call, permit, feedback): their own, or any for a manager. */
function workable(
  ctx: Ctx,
  desk: Desk | 'soft',
  id: number,
  roles: RoleFlags,
  userId: number,
): CaseRow {
  const soft = desk === 'soft';
  if (soft ? !hasSoftCallQueue(roles) : !worksDesk(roles, desk)) throw noQueue(desk);
  const found = caseOf(ctx.db, desk, id);
  const anyCase = soft ? isAdmin(roles) : managesDesk(roles, desk);
  if (!found || (found.owner !== userId && !anyCase)) throw caseNotFound(desk);
  return found;
}

export function callDeskHandlers(ctx: Ctx): Handlers<operations, DeskOps> {
  const { db, config } = ctx;

  const answer = (desk: Desk, found: CaseRow, now: Date): DeskCase => {
    const { call, facts } = MODULES[desk].record(db, found.id, now);
    const dial_block = dialBlock(db, found.customer_id, desk, now, config);
    return { ...call, desk, dial_block, ...facts };
  };

  /** The checks and the once-only save the audit, lead and support feedback share. */
  const feedback = <T>(
    request: FastifyRequest,
    operation: string,
    desk: Desk,
    target: { id: number; body: T },
    problem: (body: T) => string | null,
    save: (id: number, agentId: number, body: T, now: string) => void,
  ) => {
    const user = staffOf(request);
    return once(db, request, user.id, operation, () => {
      const found = workable(ctx, desk, target.id, user.roles, user.id);
      // A closed case already has its feedback: a second one would be a duplicate.
      if (found.closed) throw new HttpError(409, { error: FEEDBACK_ALREADY_SAVED });
      const error = problem(target.body);
      if (error) throw badRequest(error);
      transaction(db, () => {
        save(found.id, user.id, target.body, new Date().toISOString());
        record(db, user.id, `${desk}_call.feedback`, `${desk}_call:${found.id}`);
      });
      return { msg: 'Feedback submitted successfully' };
    });
  };

  return {
    async getNextDeskCase(request) {
      const user = staffOf(request);
      const { desk } = request.params;
      const { case_id, after } = request.query;
      const now = new Date();
      if (case_id !== undefined) {
        if (!worksDesk(user.roles, desk) && !opensAnyCase(user.roles, desk)) throw noQueue(desk);
        return answer(desk, openable(ctx, desk, case_id, user.roles, user.id), now);
      }
      if (!worksDesk(user.roles, desk)) throw noQueue(desk);
      const past =
        after === undefined ? undefined : openable(ctx, desk, after, user.roles, user.id);
      const next = nextCaseId(db, desk, user.id, now, past);
      return next === null ? { msg: emptyQueue(desk) } : answer(desk, caseOf(db, desk, next)!, now);
    },

    async saveDeskCallOutcome(request) {
      const user = staffOf(request);
      const { desk } = request.params;
      const { id, call_id } = request.body;
      return once(db, request, user.id, 'saveDeskCallOutcome', () => {
        const found = workable(ctx, desk, id, user.roles, user.id);
        const now = new Date().toISOString();
        transaction(db, () => {
          run(
            db,
            `INSERT INTO desk_call_outcomes (desk, case_id, call_id, agent_id, created_at)
             VALUES (?, ?, ?, ?, ?)`,
            desk,
            found.id,
            call_id,
            user.id,
            now,
          );
          MODULES[desk].calling(db, found.id, now);
          record(db, user.id, `${desk}_call.outcome`, `${desk}_call:${found.id}`, { call_id });
        });
        return { msg: 'Call details saved' };
      });
    },

    async requestDialPermit(request) {
      const user = staffOf(request);
      const { desk, case_id } = request.body;
      return once(db, request, user.id, 'requestDialPermit', () => {
        const found = workable(ctx, desk, case_id, user.roles, user.id);
        const target = { desk, caseId: found.id, customerId: found.customer_id, agentId: user.id };
        return transaction(db, () => {
          const permit = grantPermit(db, target, new Date(), config);
          record(db, user.id, 'dial.permit', `${desk}_call:${found.id}`, {
            allowed: permit.allowed,
          });
          return permit;
        });
      });
    },

    async submitRecoveryFeedback(request) {
      const user = staffOf(request);
      return once(db, request, user.id, 'submitRecoveryFeedback', () => {
        const found = workable(ctx, 'recovery', request.params.id, user.roles, user.id);
        if (found.closed) throw new HttpError(409, { error: FEEDBACK_ALREADY_SAVED });
        const today = indiaDay();
        const problem = feedbackError(request.body, today);
        if (problem) throw badRequest(problem);
        saveFeedback(db, found.id, user.id, request.body, today, 'recovery_call.feedback');
        return { msg: 'Feedback submitted successfully' };
      });
    },

    async submitAuditFeedback(request) {
      const { params, body } = request;
      return feedback(
        request,
        'submitAuditFeedback',
        'audit',
        { id: params.id, body },
        () => null,
        (id, _agent, audit, now) => saveAudit(db, id, audit, now),
      );
    },

    async submitLeadFeedback(request) {
      const { params, body } = request;
      return feedback(
        request,
        'submitLeadFeedback',
        'lead',
        { id: params.id, body },
        leadFeedbackError,
        (id, _agent, lead, now) => saveLead(db, id, lead, now),
      );
    },

    async submitSupportFeedback(request) {
      const { params, body } = request;
      return feedback(
        request,
        'submitSupportFeedback',
        'support',
        { id: params.id, body },
        supportFeedbackError,
        (id, agent, support, now) => saveSupport(db, id, agent, support, now),
      );
    },
  };
}
