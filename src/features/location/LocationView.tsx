import { type ReactNode, useId } from 'react';
import type { LocationRouteModel, TeamMember } from '../../../machines/locationRoute/index.ts';
import { LOCATION_ROUTE_TEXTS as T } from '../../../machines/locationRoute/index.ts';
import { Button } from '../../ui/Button.tsx';
import { DateField } from '../../ui/DateField.tsx';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { MemberPicker } from './components/MemberPicker.tsx';
import { RouteMap } from './components/RouteMap.tsx';

export type LocationViewProps = {
  view: LocationRouteModel;
  members: readonly TeamMember[];
};

/**
 * The Location screen (spec part 2 §2 'Location map panel'): the pick, then 'Click here to see
 * Map'; in its place the map with 'Distance Traveled' and Reload, 'NO DATA EXIST' with Reload,
 * or the server's words with Retry.
 */
export function LocationView({ view, members }: LocationViewProps) {
  const problemId = useId();
  const name = members.find((m) => m.username === view.route?.username)?.name ?? view.username;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <MemberPicker members={members} value={view.username} onValueChange={view.onMember} />
        <DateField
          label={T.date}
          value={view.date}
          onValueChange={view.onDate}
          max={view.today}
          today={view.today}
          className="sm:w-48"
        />
      </div>
      {view.showsButton ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            onClick={view.onShow}
            disabled={!view.canShow}
            busy={view.busy}
            // The reason is shown beside it for everyone, and read out with it.
            aria-describedby={view.problem ? problemId : undefined}
          >
            {T.show}
          </Button>
          {view.problem ? (
            <p id={problemId} className="text-sm text-slate-600">
              {view.problem}
            </p>
          ) : null}
          {view.busy ? (
            <p role="status" className="text-sm text-slate-600">
              {T.loading}
            </p>
          ) : null}
        </div>
      ) : null}
      {view.route ? (
        <Result onReload={view.onReload}>
          <p className="text-sm text-slate-800">
            <span className="font-medium">{T.distance}</span>{' '}
            <span data-testid="distance">{view.route.distance}</span>
          </p>
        </Result>
      ) : null}
      {view.route ? (
        <RouteMap points={view.route.points} name={name} date={view.route.date} />
      ) : null}
      {view.noData ? (
        <Result onReload={view.onReload}>
          <p className="text-sm font-semibold text-slate-700">{T.noData}</p>
        </Result>
      ) : null}
      {view.failure !== null ? (
        <div className="flex flex-col items-start gap-2">
          <ErrorBox>{view.failure}</ErrorBox>
          <Button variant="secondary" onClick={view.onRetry}>
            {T.retry}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function Result({ children, onReload }: { children: ReactNode; onReload: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      {children}
      <Button variant="secondary" onClick={onReload}>
        {T.reload}
      </Button>
    </div>
  );
}
