// Where /lender/admin sends a user, and which dashboard routes a user may open.
// Spec: part 1 §2 'Landing redirect at /lender/admin by role'.
import type { MenuEntry, MenuKey, MenuOptions } from './menu.ts';
import { menuFor } from './menu.ts';
import { isLenderUser } from './permissions.ts';
import type { RoleFlags } from './roles.ts';
import { isInvestorOnly } from './roles.ts';

/**
 * The spec's rules in the spec's order; the first that matches wins when several flags are set
 * (so a disbursal manager who is also a lender lands on approved-loans). Every landing is in the
 * menu of the flag that triggers it.
 */
export const LANDING_RULES: readonly {
  route: MenuKey;
  when: (flags: RoleFlags) => boolean;
}[] = [
  { route: 'approved-loans', when: (f) => f.is_disbursal_manager || f.is_disbursal_team },
  {
    route: 'loan-applications',
    when: (f) =>
      f.is_credit_manager ||
      f.is_credit_underwriter ||
      f.is_referral_sales ||
      f.is_referral_manager ||
      f.is_operations_manager,
  },
  { route: 'disbursed-loans', when: isLenderUser },
  { route: 'chat', when: (f) => f.is_field_sales_officer },
  // Not in the spec's list: an investor cannot open search-loan ("investors only investors").
  { route: 'investors', when: isInvestorOnly },
];

export const DEFAULT_LANDING: MenuKey = 'search-loan';

/**
 * The route segment under /lender/admin to redirect to. With `available`, a landing whose screen
 * is not built falls back to the first available sidebar entry of the role (null if none).
 */
export function landingRoute(flags: RoleFlags, options: MenuOptions = {}): MenuKey | null {
  const rule = LANDING_RULES.find((candidate) => candidate.when(flags));
  const route = rule ? rule.route : DEFAULT_LANDING;
  const menu = menuFor(flags, options);
  if (menu.some((entry) => entry.key === route)) return route;
  return menu.find((entry) => entry.placement === 'sidebar')?.key ?? null;
}

/** A dashboard route may be opened when it is in the role's menu (admin: every route). */
export function canOpenRoute(flags: RoleFlags, key: string): boolean {
  return menuFor(flags).some((entry) => entry.key === key);
}

/**
 * What a role can open in this app (its menu entries whose screens exist, account pages
 * included) and the sidebar entries of its menu whose screens the app does not offer. A role
 * whose landing is null starts on a page that lists both, read from the same menu data.
 */
export function roleAreas(
  flags: RoleFlags,
  available: ReadonlySet<string>,
): { open: MenuEntry[]; notOffered: MenuEntry[] } {
  return {
    open: menuFor(flags, { available }),
    notOffered: menuFor(flags).filter(
      (entry) => entry.placement === 'sidebar' && !available.has(entry.key),
    ),
  };
}
