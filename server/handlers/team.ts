// The Location screen's calls (issue 21 §1; spec part 2 §7): the field staff to pick from, and a
// day's sampled route with the distance travelled. Who may: openapi/rules/team.json.
import type { operations } from '../../openapi/generated/main.ts';
import type { Ctx } from '../context.ts';
import { all, one } from '../db/statements.ts';
import { badRequest, notFound } from '../errors.ts';
import { staffOf } from '../http/security.ts';
import {
  FIELD_STAFF_FLAGS,
  FIELD_STAFF_ROLES,
  type RoutePoint,
  requireRouteAccess,
  routeKm,
} from '../team/routes.ts';
import { indiaDay } from '../time.ts';
import type { Handlers } from './types.ts';

type Ops = 'listTeamMembers' | 'getLiveLocationRoute';
type Role =
  operations['listTeamMembers']['responses'][200]['content']['application/json']['members'][number]['role'];

export const FUTURE_DATE = 'date must not be after today';
export const NOT_FIELD_STAFF = 'Team member not found';

// Only the rule table's flag names reach the SQL (never request input).
const isFieldStaff = FIELD_STAFF_FLAGS.map((flag) => `s.${flag} = 1`).join(' OR ');

type MemberRow = { username: string; name: string; city: string | null } & Record<string, number>;

export function teamHandlers(ctx: Ctx): Handlers<operations, Ops> {
  const { db } = ctx;

  const roleOf = (row: MemberRow): Role =>
    FIELD_STAFF_FLAGS.filter((flag) => row[flag] === 1).map(
      (flag) => FIELD_STAFF_ROLES[flag] as Role,
    )[0]!;

  return {
    async listTeamMembers(request) {
      requireRouteAccess(staffOf(request).roles);
      const rows = all<MemberRow>(
        db,
        `SELECT u.username, u.name, s.cluster AS city, ${FIELD_STAFF_FLAGS.map((f) => `s.${f}`).join(', ')}
         FROM staff_profiles s JOIN users u ON u.id = s.user_id
         WHERE (${isFieldStaff}) AND s.current_status = 1
         ORDER BY u.name COLLATE NOCASE, u.username`,
      );
      return {
        members: rows.map((row) => ({
          username: row.username,
          name: row.name,
          role: roleOf(row),
          city: row.city,
        })),
      };
    },

    async getLiveLocationRoute(request) {
      requireRouteAccess(staffOf(request).roles);
      const { username, date } = request.query;
      // The contract checks the shape; a day that does not exist or is still to come is refused.
      if (
        Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ||
        new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date
      )
        throw badRequest('date must be a real day, YYYY-MM-DD');
      if (date > indiaDay()) throw badRequest(FUTURE_DATE);
      const member = one<{ id: number }>(
        db,
        `SELECT u.id FROM users u JOIN staff_profiles s ON s.user_id = u.id
         WHERE u.username = ? AND (${isFieldStaff})`,
        username,
      );
      if (!member) throw notFound(NOT_FIELD_STAFF);
      const row = one<{ points: string }>(
        db,
        'SELECT points FROM staff_routes WHERE user_id = ? AND day = ?',
        member.id,
        date,
      );
      const points = row ? (JSON.parse(row.points) as RoutePoint[]) : [];
      return {
        sampled_locations: points.map(([latitude, longitude, time]) => ({
          location: { latitude, longitude },
          time,
        })),
        total_distance_traveled_km: routeKm(points),
      };
    },
  };
}
