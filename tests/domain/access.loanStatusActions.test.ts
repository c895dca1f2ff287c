// The Status & Actions tab's rights for every role, from the loan-page rule table (the server
// enforces the same table; its own tests check the refusals).
import { describe, expect, it } from 'vitest';
import {
  canAssignLoanshareVideo,
  canSetLoanshareChecks,
  seesEmploymentAgreements,
} from '../../src/domain/access/loanStatusActions.ts';
import { grantedTo, tableOf } from '../support/roleTable.ts';

// The brief's writers: admin, credit underwriter, credit manager, disbursal team, disbursal
// manager, operations manager (the table's field manager).
const WRITERS = [
  'is_admin',
  'is_credit_underwriter',
  'is_credit_manager',
  'is_disbursal_team',
  'is_disbursal_manager',
  'is_operations_manager',
] as const;

describe('Status & Actions rights by role', () => {
  it('lets the writers tick loan-share checks, and no one else', () => {
    expect(tableOf(canSetLoanshareChecks)).toEqual(grantedTo(WRITERS));
  });
  it('lets the same roles assign a share’s video', () => {
    expect(tableOf(canAssignLoanshareVideo)).toEqual(grantedTo(WRITERS));
  });
  it('fetches employment agreements for admin and technology only (part 1 §6)', () => {
    expect(tableOf(seesEmploymentAgreements)).toEqual(grantedTo(['is_admin', 'is_technology']));
  });
});
