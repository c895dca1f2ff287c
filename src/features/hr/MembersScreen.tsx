import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useRef, useState } from 'react';
import {
  type AddEmployeeActors,
  addEmployeeMachine,
  connectAddEmployee,
} from '../../../machines/addEmployee/index.ts';
import {
  type AddUserGroupActors,
  addUserGroupMachine,
  connectAddUserGroup,
} from '../../../machines/addUserGroup/index.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { AddEmployee } from './AddEmployee.tsx';
import { AddUserGroup } from './AddUserGroup.tsx';
import { ALL_EMPLOYEES_KEY, GROUPS_KEY, groupsQuery, type HrQueryHooks } from './hrQueries.ts';
import { HR_TEXTS as T } from './hrTexts.ts';
import { TeamScreen } from './TeamScreen.tsx';

export type MembersScreenProps = {
  queries: HrQueryHooks;
  /** The adds (addEmployeeActors, addUserGroupActors over the plain main client, or fakes). */
  actors: AddEmployeeActors & AddUserGroupActors;
  /** HR, technology and the super admin add; the read-only admin only reads. */
  canManage: boolean;
};

/** /lender/admin/members (Admin): the team, with Add employee and Add user group. */
export function MembersScreen({ queries, actors, canManage }: MembersScreenProps) {
  const client = useQueryClient();
  const groups = useQuery(groupsQuery(queries));
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ALL_EMPLOYEES_KEY }),
      client.invalidateQueries({ queryKey: GROUPS_KEY }),
    ]);
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  const [employeeLogic] = useState(() =>
    addEmployeeMachine.provide({
      actors: { addNewEmployee: actors.addNewEmployee },
      actions: { employeeAdded: () => void refreshRef.current() },
    }),
  );
  const [groupLogic] = useState(() =>
    addUserGroupMachine.provide({
      actors: { addUserGroup: actors.addUserGroup },
      actions: { groupAdded: () => void refreshRef.current() },
    }),
  );
  const employeeActor = useActorRef(employeeLogic);
  const groupActor = useActorRef(groupLogic);
  const employee = useView(employeeActor, (s) => connectAddEmployee(s, employeeActor.send))!;
  const group = useView(groupActor, (s) => connectAddUserGroup(s, groupActor.send))!;

  return (
    <TeamScreen
      queries={queries}
      heading={T.membersHeading}
      tools={
        canManage ? (
          <div className="flex flex-wrap items-center gap-3">
            <AddUserGroup view={group} />
            <AddEmployee view={employee} groups={groups.data?.groups ?? []} />
          </div>
        ) : null
      }
    />
  );
}
