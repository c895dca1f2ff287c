import { useState } from 'react';
import { canManageComplaints } from '../../domain/access/complaints.ts';
import { deriveRoleFlags } from '../../domain/access/roles.ts';
import {
  ComplaintsScreen,
  moveComplaintCall,
  registerComplaintActors,
} from '../../features/complaints/index.ts';
import { mainQueries } from '../queries.ts';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { api } from '../services.ts';

/** /lender/admin/complaints and the chat side's Complaints tab (spec part 2 §6). */
export default function ComplaintsPage({ profile }: ScreenProps) {
  const [actors] = useState(() => registerComplaintActors(api.mainPlain));
  const [move] = useState(() => moveComplaintCall(api.mainPlain));
  return (
    <SignedInQueryClient>
      <ComplaintsScreen
        queries={mainQueries}
        actors={actors}
        move={move}
        canManage={canManageComplaints(deriveRoleFlags(profile))}
      />
    </SignedInQueryClient>
  );
}
