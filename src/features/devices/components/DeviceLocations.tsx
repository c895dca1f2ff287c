import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../../domain/format.ts';
import { Button } from '../../../ui/Button.tsx';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { formatKm, MapView, pathKm, preloadMap } from '../../../ui/map/MapView.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import type { deviceQueries } from '../deviceQueries.ts';
import { DEVICES_TEXTS as T } from '../devicesTexts.ts';

type Locations = ReturnType<typeof deviceQueries>['locations'];

/** The optional map of where the devices reported from: asked for only when shown. */
export function DeviceLocations({ query }: { query: Locations }) {
  const [shown, setShown] = useState(false);
  return (
    <section aria-label={T.locations} className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <h3 className="text-base font-semibold text-slate-900">{T.locations}</h3>
        <Button
          variant="secondary"
          onPointerEnter={() => void preloadMap()}
          onFocus={() => void preloadMap()}
          onClick={() => setShown((s) => !s)}
          aria-expanded={shown}
        >
          {shown ? T.hideMap : T.showMap}
        </Button>
      </div>
      {shown ? <LocationsMap query={query} /> : null}
    </section>
  );
}

function LocationsMap({ query }: { query: Locations }) {
  const locations = useQuery(query);
  return (
    <QueryPanel
      query={locations}
      errorText={T.failed}
      retryLabel={T.retry}
      skeleton={<ListSkeleton label={T.loadingLocations} lines={3} />}
    >
      {(data) => <LocationMarkers locations={data.locations} />}
    </QueryPanel>
  );
}

export function LocationMarkers({
  locations,
}: {
  locations: { device_id: string; latitude: number; longitude: number; time: string }[];
}) {
  const markers = useMemo(
    () =>
      locations.map((l, i) => ({
        id: `${l.device_id}-${i}`,
        lat: l.latitude,
        lng: l.longitude,
        label: T.locationLabel(l.device_id, formatDateTime(l.time)),
      })),
    [locations],
  );
  if (!markers.length) return <p className="text-sm text-slate-600">{T.noLocations}</p>;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">{T.pathLength(formatKm(pathKm(markers)))}</p>
      <MapView label={T.mapLabel} markers={markers} path className="h-96 w-full" />
    </div>
  );
}
