// The documents rule table of the contract (openapi/rules/documents.json): who may change
// documents. The client offers the controls from the same data the server enforces.
import table from '../../../openapi/rules/documents.json' with { type: 'json' };
import type { RoleFlag, RoleFlags } from './roles.ts';

/**
 * part 2 §6: upload, replace, add-new, assign (and rotate, a re-upload) only for non-lender
 * users. Replace All, Add New and Assign loan_share also need the host's editable option.
 */
export const canChangeDocuments = (f: RoleFlags): boolean =>
  !table.changeDocuments.withheldFrom.some((flag) => f[flag as RoleFlag] === true);
