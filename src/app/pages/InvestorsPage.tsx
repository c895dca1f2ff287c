import { InvestorsScreen } from '../../features/investors/index.ts';
import { mainQueries } from '../queries.ts';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';

/** /lender/admin/investors and the chat side's Investors tab: the investor's own detail. */
export default function InvestorsPage() {
  return (
    <SignedInQueryClient>
      <InvestorsScreen queries={mainQueries} />
    </SignedInQueryClient>
  );
}
