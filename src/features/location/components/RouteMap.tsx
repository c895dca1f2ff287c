import { useMemo } from 'react';
import type { RoutePointView } from '../../../../machines/locationRoute/index.ts';
import { LOCATION_ROUTE_TEXTS as T } from '../../../../machines/locationRoute/index.ts';
import { formatDate, formatDateTime } from '../../../domain/format.ts';
import { MAP_ZOOM, type MapMarker, MapView } from '../../../ui/map/MapView.tsx';

/**
 * The day's route: a line through every sample, markers at its start and end (a marker per
 * sample would hide the streets), framed to fit; one sample alone is centred at zoom 15 (§9).
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
    return [
      start,
      { id: 'end', lat: last.lat, lng: last.lng, label: T.end(formatDateTime(last.time)) },
    ];
  }, [points]);
  return (
    <MapView
      label={T.mapLabel(name, formatDate(date))}
      markers={markers}
      line={points}
      zoom={MAP_ZOOM}
      className="h-[28rem] w-full"
    />
  );
}
