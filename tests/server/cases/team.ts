// Contract cases of the Team screens' location calls (the field staff, a day's route).
import type { Harness } from '../harness.ts';
import type { Case } from './shared.ts';

const FIELD_OFFICER = '9000000019';

export function teamCases(h: Harness): Record<string, Case> {
  const manager = () => h.tokenOf('is_area_sales_manager');
  return {
    listTeamMembers: {
      valid: async () => [await h.call('listTeamMembers', { token: manager() }), 200],
      invalid: async () => [
        await h.call('listTeamMembers', { token: h.tokenOf('is_field_sales_officer') }),
        403,
      ],
    },
    getLiveLocationRoute: {
      valid: async () => [
        await h.call('getLiveLocationRoute', {
          token: manager(),
          query: { username: FIELD_OFFICER, date: '2026-01-05' },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('getLiveLocationRoute', {
          token: manager(),
          query: { username: FIELD_OFFICER, date: '2026-02-30' },
        }),
        400,
      ],
    },
  };
}
