// Who works which call desk and who may post which loan comment: the contract's rule table
// (openapi/rules/call-desks.json, spec part 1 §6 'Menu' and 'Comment posting').
import table from '../../openapi/rules/call-desks.json' with { type: 'json' };
import type { RoleFlag, RoleFlags } from '../domain.ts';

export const DESKS = ['recovery', 'audit', 'lead', 'support'] as const;
export type Desk = (typeof DESKS)[number];
export type CommentKind = keyof typeof table.comments;

const holdsAny = (r: RoleFlags, listed: readonly string[]) =>
  listed.some((flag) => r[flag as RoleFlag] === true);

/** Has a queue at the desk and may save its calls and feedback. */
export const worksDesk = (r: RoleFlags, desk: Desk) => holdsAny(r, table.desks[desk].agents);
/** May open any case of the desk by its id (managers may also work it; readers never save). */
export const opensAnyCase = (r: RoleFlags, desk: Desk) =>
  holdsAny(r, table.desks[desk].managers) || holdsAny(r, table.desks[desk].readers);
/** May act on any case of the desk, not only their own. */
export const managesDesk = (r: RoleFlags, desk: Desk) => holdsAny(r, table.desks[desk].managers);
export const canPostComment = (r: RoleFlags, kind: CommentKind) =>
  !r.is_read_only && holdsAny(r, table.comments[kind]);
