// part 2 §6: who sees which document write control, from the documents rule table (through
// canChangeDocuments) and the host's editable option.
import { canChangeDocuments } from './documents.ts';
import type { RoleFlags } from './roles.ts';

/** The write tools of a document folder's toolbar. */
export type DocumentRights = {
  upload: boolean;
  replaceAll: boolean;
  addNew: boolean;
  assign: boolean;
};

/**
 * Upload (and replace) only for non-lender users; Replace All, Add New and Assign loan_share
 * also need the host's `editable` option.
 */
export function documentRights(flags: RoleFlags, editable: boolean): DocumentRights {
  const change = canChangeDocuments(flags);
  return {
    upload: change,
    replaceAll: change && editable,
    addNew: change && editable,
    assign: change && editable,
  };
}
