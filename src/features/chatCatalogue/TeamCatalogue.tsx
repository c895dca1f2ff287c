import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  type CatalogueTeam,
  connectTeamCatalogue,
  type TeamCatalogueActors,
  teamCatalogueMachine,
} from '../../../machines/teamCatalogue/index.ts';
import { useOnEnter } from '../../ui/hooks/useOnEnter.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { TeamCatalogueForm } from './TeamCatalogueForm.tsx';

export type TeamCatalogueProps = {
  actors: TeamCatalogueActors;
  teams: CatalogueTeam[];
  /** After a save or a delete: what the app has read of the teams is stale. */
  onChanged?: () => void;
};

/** Starts the teams' actor on the teams as read, and renders its box. */
export function TeamCatalogue({ actors, teams, onChanged }: TeamCatalogueProps) {
  const [logic] = useState(() => teamCatalogueMachine.provide({ actors }));
  const actor = useActorRef(logic, { input: { teams } });
  useOnEnter(
    actor,
    (snapshot) => snapshot.matches({ list: 'saved' }) || snapshot.matches({ list: 'deleted' }),
    onChanged,
  );
  const view = useView(actor, (snapshot) => connectTeamCatalogue(snapshot, actor.send))!;
  return <TeamCatalogueForm view={view} />;
}
