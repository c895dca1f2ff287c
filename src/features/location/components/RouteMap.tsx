import { lazy, Suspense, useMemo } from 'react';
import type { RoutePointView } from '../../../../machines/locationRoute/index.ts';
import { LOCATION_ROUTE_TEXTS as T } from '../../../../machines/locationRoute/index.ts';
import { formatDate, formatDateTime } from '../../../domain/format.ts';
import type { MapMarker } from '../../../ui/map/mapTypes.ts';

// The map island straight from its own chunk (maplibre comes with it, when a route is shown).
// Not through MapView: a static import of it here would give its small shared modules one more
// importer and split them into chunks of their own on other pages' critical paths.
const MapCanvas = lazy(() =>
  import('../../../ui/map/MapCanvas.tsx').then((m) => ({ default: m.MapCanvas })),
);

const MAP_CLASS = 'h-[28rem] w-full';

/**
 * The day's route: a line through every sample, markers at its start and end (a marker per
 * sample would hide the streets), framed to fit; one sample alone is centred at the map's zoom
 * of 15 (spec part 1 §9).
 */
export function RouteMap({
  points,
  name,
  date,
}: {
  points: readonly RoutePointView[];
  name: string;
  date: string;
}) {
  const markers = useMemo<MapMarker[]>(() => {
    const first = points[0];
    const last = points.at(-1);
    if (!first || !last) return [];
    const start = {
      id: 'start',
      lat: first.lat,
      lng: first.lng,
      label: T.start(formatDateTime(first.time)),
    };
    if (points.length === 1) return [start];
    const end = {
      id: 'end',
      lat: last.lat,
      lng: last.lng,
      label: T.end(formatDateTime(last.time)),
    };
    return [start, end];
  }, [points]);
  return (
    <Suspense
      fallback={
        <div role="status" className={`${MAP_CLASS} animate-pulse rounded-md bg-slate-100`}>
          <span className="sr-only">{T.loadingMap}</span>
        </div>
      }
    >
      <MapCanvas
        label={T.mapLabel(name, formatDate(date))}
        markers={markers}
        line={points}
        className={MAP_CLASS}
      />
    </Suspense>
  );
}
