import {
  preloadAnalytics,
  SupportTabPanel,
  type SupportTabPanelProps,
} from '../../features/supportAdmin/SupportTabPanel.tsx';
import { mainQueries } from '../queries.ts';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';

export { preloadAnalytics };

/** Customer Support's tabs after the first, with the session's queries: a chunk of its own. */
export function SupportAdminPanel(props: SupportTabPanelProps) {
  return (
    <SignedInQueryClient>
      <SupportTabPanel {...props} queries={mainQueries} />
    </SignedInQueryClient>
  );
}
