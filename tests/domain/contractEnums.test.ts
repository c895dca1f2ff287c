// allOf's checks happen when TypeScript compiles (tsc includes tests): each `@ts-expect-error`
// below fails the typecheck if the list it marks were accepted.
import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/main.ts';
import { allOf } from '../../src/domain/contractEnums.ts';
import { LOAN_SHARE_STATUSES, LOAN_STATUSES, TEAM_LEAD_FILTERS } from '../../src/domain/loans.ts';

type TeamLead = components['schemas']['TeamLead'];

describe('allOf', () => {
  it('returns a complete list as given', () => {
    expect(allOf<TeamLead>()(['engagement', 'disbursal', 'credit', 'field_sales'])).toEqual(
      TEAM_LEAD_FILTERS,
    );
  });

  it('refuses a list that misses a contract value or names one the contract lacks', () => {
    // @ts-expect-error field_sales is missing
    const missing = allOf<TeamLead>()(['engagement', 'disbursal', 'credit']);
    // @ts-expect-error 'sales' is not a TeamLead
    const extra = allOf<TeamLead>()(['engagement', 'disbursal', 'credit', 'field_sales', 'sales']);
    expect([missing.length, extra.length]).toEqual([3, 5]);
  });

  it('the loan lists and their companions are the contract enums, each value once', () => {
    expect(new Set(LOAN_STATUSES).size).toBe(LOAN_STATUSES.length);
    expect(new Set(LOAN_SHARE_STATUSES).size).toBe(LOAN_SHARE_STATUSES.length);
  });
});
