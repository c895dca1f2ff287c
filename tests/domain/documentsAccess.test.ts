// Who may change documents (part 2 §6), read by the client from the contract's rule table.
import { describe, expect, it } from 'vitest';
import { canChangeDocuments } from '../../src/domain/access/documents.ts';
import { NO_ROLE_FLAGS, ROLE_FLAG_KEYS } from '../../src/domain/access/roles.ts';
import {
  COMPACT_VIEW_TYPES,
  DOC_TYPES,
  LOAN_GRID_ROWS,
  PDF_PASSWORD_MAX_LENGTH,
} from '../../src/domain/documents.ts';
import { documentsMessages } from '../../src/domain/messages/documents.ts';

describe('canChangeDocuments', () => {
  it.each(ROLE_FLAG_KEYS)('%s', (flag) => {
    const lender = flag === 'is_lender' || flag === 'is_lender_read_only';
    expect(canChangeDocuments({ ...NO_ROLE_FLAGS, [flag]: true })).toBe(!lender);
  });

  it('a lender who also holds a staff role is still refused', () => {
    expect(
      canChangeDocuments({ ...NO_ROLE_FLAGS, is_lender: true, is_credit_underwriter: true }),
    ).toBe(false);
  });
});

describe('document types and grids', () => {
  it('labels every compact-view type, in the spec’s order', () => {
    const labels: Record<string, string> = documentsMessages.compactView;
    expect(COMPACT_VIEW_TYPES.map((t) => labels[t])).toEqual([
      'Pan',
      'Aadhar',
      'Statement',
      'Passbook',
      'Alt. statement',
      'Salary Slip',
      'Chat Docs',
      'Misc',
    ]);
  });

  it('keeps the grids’ rows among the contract’s types, and the password limit of §9', () => {
    for (const type of [...LOAN_GRID_ROWS, ...COMPACT_VIEW_TYPES])
      expect(DOC_TYPES).toContain(type);
    expect(PDF_PASSWORD_MAX_LENGTH).toBe(50);
  });
});
