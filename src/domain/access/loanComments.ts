// Who may post which loan comment: the call-desks rule table of the contract
// (openapi/rules/call-desks.json `comments`), the same data the server enforces.
import type { components } from '../../../openapi/generated/main.ts';
import table from '../../../openapi/rules/call-desks.json' with { type: 'json' };
import { holdsAny } from './customerPage.ts';
import type { RoleFlags } from './roles.ts';

export type LoanCommentKind = components['schemas']['LoanCommentKind'];

/**
 * part 1 §6 'Comment posting': recovery_comment by admin, recovery agent, recovery manager and
 * recovery agency, and so on per kind; holders of is_read_only never post.
 */
export const canPostLoanComment = (f: RoleFlags, kind: LoanCommentKind): boolean =>
  !f.is_read_only && holdsAny(f, table.comments[kind]);
