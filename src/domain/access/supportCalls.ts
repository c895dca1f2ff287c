// Who sees which tab of Customer Support (part 2 §2 'Support-call admin screen'), from the call
// desks' rule table of the contract (openapi/rules/call-desks.json), which the server enforces.
import table from '../../../openapi/rules/call-desks.json' with { type: 'json' };
import { holdsAny } from './customerPage.ts';
import type { RoleFlags } from './roles.ts';

/** The tabs after Customer Support Call, in the spec's order. */
export type SupportAdminTab = 'search' | 'assigned' | 'analytics';

/** `supportAdmin`: every support call, every agent's assigned calls, the analytics. */
export const isSupportAdmin = (f: RoleFlags): boolean => holdsAny(f, table.supportAdmin);

/** The support desk's agents search support calls and list the ones assigned to them. */
export const worksSupportDesk = (f: RoleFlags): boolean => holdsAny(f, table.desks.support.agents);

/** The tabs these flags are offered besides the first; none for a role outside the table. */
export function supportAdminTabs(f: RoleFlags): readonly SupportAdminTab[] {
  if (isSupportAdmin(f)) return ['search', 'assigned', 'analytics'];
  return worksSupportDesk(f) ? ['search', 'assigned'] : [];
}
