import { GroupLeaderProfile } from '../../features/collections/index.ts';
import { mainQueries } from '../queries.ts';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';

/** /lender/admin/fso (GLs-Profile): a group leader's cohorts, non-starters and collections. */
export default function GroupLeaderProfilePage() {
  return (
    <SignedInQueryClient>
      <GroupLeaderProfile queries={mainQueries} />
    </SignedInQueryClient>
  );
}
