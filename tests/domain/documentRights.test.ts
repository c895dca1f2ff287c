// part 2 §6: which document write tools a user sees, from the rule table and the editable option.
import { describe, expect, it } from 'vitest';
import { documentRights } from '../../src/domain/access/documentRights.ts';
import { NO_ROLE_FLAGS, ROLE_FLAG_KEYS } from '../../src/domain/access/roles.ts';

const none = { upload: false, replaceAll: false, addNew: false, assign: false };
const all = { upload: true, replaceAll: true, addNew: true, assign: true };

describe('documentRights', () => {
  it.each(ROLE_FLAG_KEYS)('%s, editable or not', (flag) => {
    const flags = { ...NO_ROLE_FLAGS, [flag]: true };
    const lender = flag === 'is_lender' || flag === 'is_lender_read_only';
    expect(documentRights(flags, true)).toEqual(lender ? none : all);
    // Not editable: Upload stays, Replace All, Add New and Assign loan_share go.
    expect(documentRights(flags, false)).toEqual(lender ? none : { ...none, upload: true });
  });
});
