import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  addGroupLeaderMachine,
  connectAddGroupLeader,
} from '../../../machines/addGroupLeader/index.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { AddGroupLeaderButton } from './components/AddGroupLeaderButton.tsx';
import type { LeadDeskCalls } from './leadDeskCalls.ts';

export type AddGroupLeaderProps = {
  /** The case's customer; mount one per case (key it by the case id). */
  username: string;
  calls: Pick<LeadDeskCalls, 'addNewGroupLeader'>;
};

/** 'Add New GL' for the case's customer, its own small machine. */
export function AddGroupLeader({ username, calls }: AddGroupLeaderProps) {
  const [logic] = useState(() =>
    addGroupLeaderMachine.provide({ actors: { addNewGroupLeader: calls.addNewGroupLeader } }),
  );
  const actor = useActorRef(logic, { input: { username } });
  const view = useView(actor, connectAddGroupLeader)!;
  return <AddGroupLeaderButton view={view} onAdd={() => actor.send({ type: 'gl.add' })} />;
}
