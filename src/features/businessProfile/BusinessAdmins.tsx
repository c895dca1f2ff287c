import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  type BusinessAdminsActors,
  businessAdminsMachine,
  connectBusinessAdmins,
} from '../../../machines/businessAdmins/index.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { BusinessAdminsForm } from './BusinessAdminsForm.tsx';

/** Creates the business-admins actor with the app's (or a test's) call and renders its box. */
export function BusinessAdmins({ actors }: { actors: BusinessAdminsActors }) {
  const [logic] = useState(() => businessAdminsMachine.provide({ actors }));
  const actor = useActorRef(logic);
  const view = useView(actor, (snapshot) => connectBusinessAdmins(snapshot, actor.send))!;
  return <BusinessAdminsForm view={view} />;
}
