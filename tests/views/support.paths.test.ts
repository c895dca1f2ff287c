import { describe, expect, it } from 'vitest';
import { caseIdAfter, softCallIdFromPath } from '../../src/features/softCall/index.ts';
import {
  SUPPORT_DESK_PATH,
  supportCallPath,
  supportModeOf,
} from '../../src/features/support/supportPaths.ts';

describe('Customer Support paths', () => {
  it('chooses the support calls when the 5th segment is support', () => {
    expect(supportModeOf('/lender/admin/callingDetails')).toBe('soft');
    expect(supportModeOf('/lender/admin/callingDetails/4107')).toBe('soft');
    expect(supportModeOf('/lender/admin/callinDetails/4107')).toBe('soft');
    expect(supportModeOf('/lender/admin/callingDetails/support')).toBe('support');
    expect(supportModeOf('/lender/admin/callingDetails/support/52')).toBe('support');
    expect(supportModeOf('/lender/admin/callinDetails/support/52')).toBe('support');
  });

  it('opens a support call from another tab by its path', () => {
    expect(SUPPORT_DESK_PATH).toBe('/lender/admin/callingDetails/support');
    expect(supportCallPath(52)).toBe('/lender/admin/callingDetails/support/52');
  });

  it('reads a desk case id after its route base; the soft loop still reads the 5th segment', () => {
    expect(caseIdAfter('/lender/admin/callingDetails/support/52', SUPPORT_DESK_PATH)).toBe(52);
    expect(caseIdAfter('/lender/admin/callingDetails/support', SUPPORT_DESK_PATH)).toBeNull();
    expect(caseIdAfter('/lender/admin/callingDetails/support/0', SUPPORT_DESK_PATH)).toBeNull();
    expect(caseIdAfter('/lender/admin/newRecoveryCalls/7', '/lender/admin/newRecoveryCalls')).toBe(
      7,
    );
    expect(
      caseIdAfter('/lender/admin/newRecoveryCalls', '/lender/admin/newRecoveryCalls'),
    ).toBeNull();
    // The support path never opens a soft case.
    expect(softCallIdFromPath('/lender/admin/callingDetails/support/52')).toBeNull();
  });
});
