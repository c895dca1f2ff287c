// The issue tracker (issue 20 §1; spec part 2 §6, §7 'Tasks'): the broader list for the managers
// of openapi/rules/tasks.json, the narrower one for everyone else, projects, Assign Me.
import type { operations } from '../../openapi/generated/main.ts';
import { record } from '../activity.ts';
import type { Ctx } from '../context.ts';
import type { RoleFlags } from '../domain.ts';
import { forbidden } from '../errors.ts';
import { staffOf } from '../http/security.ts';
import { BROADER_ONLY, ensureTasks, TRACKER_PAGE, usesBroaderList } from '../tasks/access.ts';
import { assignToSelf, listIssues, listProjects, type Reach } from '../tasks/tracker.ts';
import type { Handlers } from './types.ts';

type TaskOps =
  | 'listTrackerIssues'
  | 'listMyTrackerIssues'
  | 'listTrackerProjects'
  | 'assignTrackerIssue';

const reachOf = (roles: RoleFlags, userId: number): Reach =>
  usesBroaderList(roles) ? { all: true } : { all: false, userId };

export function taskHandlers(ctx: Ctx): Handlers<operations, TaskOps> {
  const { db } = ctx;
  return {
    async listTrackerIssues(request) {
      const user = staffOf(request);
      ensureTasks(user.roles);
      if (!usesBroaderList(user.roles)) throw forbidden(BROADER_ONLY);
      return listIssues(db, { all: true }, user.id, request.query, TRACKER_PAGE);
    },

    async listMyTrackerIssues(request) {
      const user = staffOf(request);
      ensureTasks(user.roles);
      return listIssues(db, { all: false, userId: user.id }, user.id, request.query, TRACKER_PAGE);
    },

    async listTrackerProjects(request) {
      const user = staffOf(request);
      ensureTasks(user.roles);
      return listProjects(db, reachOf(user.roles, user.id));
    },

    async assignTrackerIssue(request) {
      const user = staffOf(request);
      ensureTasks(user.roles);
      const answer = assignToSelf(db, reachOf(user.roles, user.id), user.id, request.body.issue_id);
      record(db, user.id, 'tracker.assign', `issue:${answer.issue.id}`);
      return answer;
    },
  };
}
