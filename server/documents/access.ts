// Who may change documents: the contract's rule table (openapi/rules/documents.json, part 2 §6).
import table from '../../openapi/rules/documents.json' with { type: 'json' };
import type { RoleFlag, RoleFlags } from '../domain.ts';

/** Upload, replace, rotate, Add New, Replace All, a new folder, assign: not for lenders. */
export const canChangeDocuments = (r: RoleFlags) =>
  !table.changeDocuments.withheldFrom.some((flag) => r[flag as RoleFlag] === true);
