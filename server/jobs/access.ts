// Who may run jobs, and what each type needs: openapi/rules/jobs.json, read here only, so the
// client and server share one source.
import table from '../../openapi/rules/jobs.json' with { type: 'json' };
import type { RoleFlag, RoleFlags } from '../domain.ts';
import { forbidden } from '../errors.ts';

export const JOB_TYPES = table.types;

export const JOBS_REFUSED = 'Investors have no jobs.';

/** Everyone but investors lists and creates jobs (spec part 2 §2). */
export function ensureJobs(r: RoleFlags): void {
  if (table.refused.some((flag) => r[flag as RoleFlag] === true)) throw forbidden(JOBS_REFUSED);
}
