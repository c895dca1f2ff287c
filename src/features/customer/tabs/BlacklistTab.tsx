import { BlacklistPanel } from '../../blacklist/index.ts';
import type { CustomerTabProps } from '../customerTypes.ts';

/** The Blacklist Information tab (spec part 1 §2): the blacklist feature's panel. */
export function BlacklistTab({ queries, username, flags }: CustomerTabProps) {
  return <BlacklistPanel queries={queries} username={username} flags={flags} />;
}
