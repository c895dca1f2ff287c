import { canEditBlacklist } from '../../../domain/access/customerPage.ts';
import { BlacklistPanel } from '../../blacklist/index.ts';
import type { CustomerTabProps } from '../customerTypes.ts';

/**
 * The Blacklist Information tab (spec part 1 §2): the blacklist feature's panel, with the
 * penalty entry (the show_penality flag) for those who may save the table.
 */
export function BlacklistTab({ queries, username, flags }: CustomerTabProps) {
  return (
    <BlacklistPanel
      queries={queries}
      username={username}
      flags={flags}
      showPenalty={canEditBlacklist(flags)}
    />
  );
}
