import { useState } from 'react';
import { canManageTeam } from '../../domain/access/hr.ts';
import { deriveRoleFlags } from '../../domain/access/roles.ts';
// The screen's own modules, not the feature's index (which would bring every HR screen).
import { addEmployeeActors, addUserGroupActors } from '../../features/hr/hrCalls.ts';
import { MembersScreen } from '../../features/hr/MembersScreen.tsx';
import { mainQueries } from '../queries.ts';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { api } from '../services.ts';

/** /lender/admin/members (Admin) and the chat side's members tab (issue 21 §1). */
export default function MembersPage({ profile }: ScreenProps) {
  const [actors] = useState(() => ({
    ...addEmployeeActors(api.mainPlain),
    ...addUserGroupActors(api.mainPlain),
  }));
  return (
    <SignedInQueryClient>
      <MembersScreen
        queries={mainQueries}
        actors={actors}
        canManage={canManageTeam(deriveRoleFlags(profile))}
      />
    </SignedInQueryClient>
  );
}
