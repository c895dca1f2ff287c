import { useLocation, useSearch } from 'wouter';
import { GroupLeaderProfile } from '../../features/collections/index.ts';
import { mainQueries } from '../queries.ts';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';

/**
 * /lender/admin/fso (GLs-Profile): a group leader's cohorts, non-starters and collections. The
 * leader picked is in the address (?gl=), so a reload, Back or a shared link shows the same one.
 */
export default function GroupLeaderProfilePage() {
  const picked = new URLSearchParams(useSearch()).get('gl');
  const [location, navigate] = useLocation();
  return (
    <SignedInQueryClient>
      <GroupLeaderProfile
        queries={mainQueries}
        picked={picked || null}
        onPick={(username) => navigate(`${location}?gl=${encodeURIComponent(username)}`)}
      />
    </SignedInQueryClient>
  );
}
