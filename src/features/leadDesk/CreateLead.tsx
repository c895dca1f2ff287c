import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { connectCreateLead, createLeadMachine } from '../../../machines/createLead/index.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { CreateLeadDialog } from './components/CreateLeadDialog.tsx';
import type { LeadDeskCalls } from './leadDeskCalls.ts';

export type CreateLeadProps = { calls: Pick<LeadDeskCalls, 'createNewLead' | 'getLocation'> };

/** 'Create New Lead' with its own machine: the dialog, the agent's position, the call. */
export function CreateLead({ calls }: CreateLeadProps) {
  const [logic] = useState(() =>
    createLeadMachine.provide({
      actors: { createNewLead: calls.createNewLead, getLocation: calls.getLocation },
    }),
  );
  const actor = useActorRef(logic);
  const view = useView(actor, connectCreateLead)!;
  return <CreateLeadDialog view={view} send={actor.send} />;
}
