// Who may use native tasks: openapi/rules/native-tasks.json, read here only, so the client and
// server share one source.
import table from '../../openapi/rules/native-tasks.json' with { type: 'json' };
import type { RoleFlag, RoleFlags } from '../domain.ts';
import { forbidden } from '../errors.ts';

export const NATIVE_TASKS_REFUSED = 'Investors and the read-only login have no tasks.';

export const canUseNativeTasks = (r: RoleFlags) =>
  !table.refused.some((flag) => r[flag as RoleFlag] === true);

export function ensureNativeTasks(r: RoleFlags): void {
  if (!canUseNativeTasks(r)) throw forbidden(NATIVE_TASKS_REFUSED);
}
