// Who sees which Customer Support tab, read by the client from the call desks' rule table.
import { describe, expect, it } from 'vitest';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { supportAdminTabs } from '../../src/domain/access/supportCalls.ts';
import { tableOf } from '../support/roleTable.ts';

describe('supportAdminTabs', () => {
  it('offers Search and Assigned to the support desk, Analytics to support admins only', () => {
    const tabs = tableOf((flags) => supportAdminTabs(flags).join(','));
    const all = 'search,assigned,analytics';
    expect(tabs).toEqual({
      ...tableOf(() => ''),
      is_admin: all,
      is_read_only: all,
      is_reminder_agent: 'search,assigned',
    });
  });

  it('an agent who is also an admin gets every tab', () => {
    expect(supportAdminTabs(roleFlagsOf('is_reminder_agent', 'is_admin'))).toEqual([
      'search',
      'assigned',
      'analytics',
    ]);
  });
});
