// Role tables: what a rule gives for a user without a role flag and for each single-flag role of
// part 1 §6, as one object, so one assertion checks a rule against every role at once and a
// failure's diff names the roles that differ.
import {
  ROLE_FLAG_KEYS,
  type RoleFlag,
  type RoleFlags,
  roleFlagsOf,
} from '../../src/domain/access/roles.ts';

export type RoleTable<T> = Record<RoleFlag | 'none', T>;

/** The rule's answer for no flag, then for every client role flag alone. */
export function tableOf<T>(rule: (flags: RoleFlags) => T): RoleTable<T> {
  const table = { none: rule(roleFlagsOf()) } as RoleTable<T>;
  for (const flag of ROLE_FLAG_KEYS) table[flag] = rule(roleFlagsOf(flag));
  return table;
}

/** The expected table of a predicate that the spec grants exactly to `granted`. */
export function grantedTo(granted: readonly RoleFlag[], none = false): RoleTable<boolean> {
  return { ...tableOf((flags) => granted.some((flag) => flags[flag])), none };
}
