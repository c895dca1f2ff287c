import { Suspense } from 'react';
import { lazyPanel } from '../lazyPanel.tsx';
import type { MapProps } from './mapTypes.ts';

export type { LatLng } from './geo.ts';
export { DEFAULT_CENTRE, distanceKm, formatKm, MAP_CLOSE_ZOOM, MAP_ZOOM, pathKm } from './geo.ts';
export type { MapMarker, MapProps } from './mapTypes.ts';

/** The map's chunk (maplibre-gl, its worker and the boundary data) loads on first render. */
const MapCanvas = lazyPanel(() => import('./MapCanvas.tsx').then((m) => m.MapCanvas));

/** Starts fetching the map's chunk (e.g. when a panel that will show a map opens). */
export const preloadMap = () => MapCanvas.preload();

/**
 * One map for the whole app: markers, a path, fitted to its points, keyboard-usable controls,
 * and optionally a point picked by click or Enter. maplibre is never in a page's critical path.
 */
export function MapView(props: MapProps) {
  return (
    <Suspense
      fallback={
        <div
          role="status"
          className={`${props.className ?? 'h-80 w-full'} animate-pulse rounded-md bg-slate-100`}
        >
          <span className="sr-only">Loading the map…</span>
        </div>
      }
    >
      <MapCanvas {...props} />
    </Suspense>
  );
}
