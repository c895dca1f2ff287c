import { useParams } from 'wouter';
import type { StaffProfile } from '../../../machines/appSession/index.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import { LoanPageRoute } from '../../features/loanPage/index.ts';
// The hook alone, not the customer feature's index: the loan page's chunk stays its own.
import { useLocationHash } from '../../ui/hooks/useLocationHash.ts';
import { mainQueries } from '../queries.ts';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';

/** /lender/loan/{loan_id}: the loan page, its tab in the hash. */
export default function LoanPage(props: { profile: StaffProfile; flags: RoleFlags }) {
  const { loanId = '' } = useParams<{ loanId: string }>();
  const [hash, setHash] = useLocationHash();
  return (
    <SignedInQueryClient>
      <LoanPageRoute
        queries={mainQueries}
        loanSegment={loanId}
        hash={hash}
        onHashChange={setHash}
        me={props.profile}
        flags={props.flags}
      />
    </SignedInQueryClient>
  );
}
