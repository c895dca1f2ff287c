import { useQuery } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  connectLocationRoute,
  type LocationRouteActors,
  locationRouteMachine,
  LOCATION_ROUTE_TEXTS as T,
} from '../../../machines/locationRoute/index.ts';
import { businessDay } from '../../domain/format.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { LocationView } from './LocationView.tsx';
import { createLocationRouteActors, type MainQueries, teamMembersQuery } from './locationCalls.ts';

export type LocationScreenProps = {
  queries: MainQueries;
  /** Tests give fakes; the app the API client's. */
  actors?: LocationRouteActors;
  /** India's today (tests fix it). */
  today?: string;
};

/** /lender/admin/location: where field staff went on a day (issue 21 §1 'Location'). */
export function LocationScreen({ queries, actors, today }: LocationScreenProps) {
  const members = useQuery(teamMembersQuery(queries));
  return (
    <section aria-labelledby="location-heading" className="flex flex-col gap-4 p-4">
      <h1 id="location-heading" className="text-xl font-semibold text-slate-900">
        {T.heading}
      </h1>
      <QueryPanel
        query={members}
        errorText={T.membersFailed}
        skeleton={<ListSkeleton label={T.loading} lines={2} />}
        isEmpty={(data) => data.members.length === 0}
      >
        {(data) => (
          <LocationFlow
            queries={queries}
            actors={actors}
            today={today ?? businessDay()}
            members={data.members}
          />
        )}
      </QueryPanel>
    </section>
  );
}

/** The pick and its route, driven by the statechart (tests render it with fakes). */
export function LocationFlow({
  queries,
  actors,
  today,
  members,
}: Required<Pick<LocationScreenProps, 'queries' | 'today'>> & {
  actors: LocationRouteActors | undefined;
  members: Parameters<typeof LocationView>[0]['members'];
}) {
  const [logic] = useState(() =>
    locationRouteMachine.provide({ actors: actors ?? createLocationRouteActors(queries) }),
  );
  const actor = useActorRef(logic, { input: { today } });
  const view = useView(actor, (snapshot) => connectLocationRoute(snapshot, actor.send))!;
  return <LocationView view={view} members={members} />;
}
