import { useParams } from 'wouter';
import type { RoleFlags } from '../../domain/access/roles.ts';
import { CustomerPageRoute } from '../../features/customer/index.ts';
import { useLocationHash } from '../../ui/hooks/useLocationHash.ts';
import { mainQueries } from '../queries.ts';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';

/**
 * /lender/user/{user_id or username}: the customer page, its tab in the hash. `backHref` is the
 * customer list when this user may open it (a lender may not: no link that leads to a refusal).
 */
export default function CustomerDetailPage(props: {
  backHref: string | null;
  flags: RoleFlags;
  me: string;
}) {
  const { idOrUsername = '' } = useParams<{ idOrUsername: string }>();
  const [hash, setHash] = useLocationHash();
  return (
    <SignedInQueryClient>
      <CustomerPageRoute
        idOrUsername={idOrUsername}
        hash={hash}
        onHashChange={setHash}
        backHref={props.backHref}
        flags={props.flags}
        me={props.me}
        queries={mainQueries}
      />
    </SignedInQueryClient>
  );
}
