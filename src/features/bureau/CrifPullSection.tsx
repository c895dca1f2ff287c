import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  type CrifPullActors,
  connectCrifPull,
  crifPullMachine,
} from '../../../machines/crifPull/index.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { createCrifPullActors } from './bureauCalls.ts';
import type { MainQueries } from './bureauQueries.ts';
import { CrifPullControls } from './CrifPullControls.tsx';

export type CrifPullSectionProps = {
  queries: MainQueries;
  username: string;
  /** The bureau read's key: asked again after a pull. */
  bureauKey: readonly unknown[];
  /** Given by tests and stories; the app pulls through the v1 client. */
  pullCrif?: CrifPullActors['pullCrif'];
  disabledReason?: string | null;
};

/** Creates the CRIF pull actor and renders its button; a pull asks for the bureau read again. */
export function CrifPullSection(props: CrifPullSectionProps) {
  const client = useQueryClient();
  const [logic] = useState(() =>
    crifPullMachine.provide({
      actors: { pullCrif: props.pullCrif ?? createCrifPullActors(props.queries).pullCrif },
      actions: {
        reloadBureau: () => void client.invalidateQueries({ queryKey: props.bureauKey }),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { username: props.username } });
  const view = useView(actor, (snapshot) => connectCrifPull(snapshot, actor.send))!;
  return <CrifPullControls view={view} disabledReason={props.disabledReason ?? null} />;
}
