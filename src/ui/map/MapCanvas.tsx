// The map island: maplibre-gl and its worker load only with this module (a lazy chunk).
import 'maplibre-gl/dist/maplibre-gl.css';
import {
  type GeoJSONSource,
  Map as MapLibre,
  Marker,
  NavigationControl,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { loadConfig } from '../../config.ts';
import { boundsOf, DEFAULT_CENTRE, type LatLng, MAP_ZOOM } from './geo.ts';
import type { MapProps } from './mapTypes.ts';
import { offlineStyle } from './offlineStyle.ts';

setWorkerUrl(workerUrl);

const PATH_SOURCE = 'kosh-path';
const PICKED_ID = 'picked';

const lineOf = (markers: readonly LatLng[]) => ({
  type: 'Feature' as const,
  properties: {},
  geometry: {
    type: 'LineString' as const,
    coordinates: markers.map((m) => [m.lng, m.lat]),
  },
});

/** A map with markers, an optional path, fitted to its points, with keyboard-usable controls. */
export function MapCanvas({
  label,
  markers,
  path = false,
  line,
  zoom = MAP_ZOOM,
  center = DEFAULT_CENTRE,
  onPick,
  styleUrl,
  className = 'h-80 w-full',
}: MapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibre | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [picked, setPicked] = useState<LatLng | null>(null);
  const pickRef = useRef(onPick);
  pickRef.current = onPick;

  // The map is made once per style; markers, path and view follow in the effects below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    if (!container.current) return;
    const style = styleUrl === undefined ? loadConfig().mapStyleUrl : styleUrl;
    const instance = new MapLibre({
      container: container.current,
      style: style ?? offlineStyle(),
      center: [center.lng, center.lat],
      zoom,
      attributionControl: false,
    });
    instance.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    instance.on('load', () => setLoaded(true));
    instance.on('click', (event) => {
      if (!pickRef.current) return;
      const point = { lat: event.lngLat.lat, lng: event.lngLat.lng };
      setPicked(point);
      pickRef.current(point);
    });
    // Enter on the focused map picks its centre: picking works without a pointer.
    const canvas = instance.getCanvas();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !pickRef.current) return;
      const { lat, lng } = instance.getCenter();
      setPicked({ lat, lng });
      pickRef.current({ lat, lng });
    };
    canvas.addEventListener('keydown', onKeyDown);
    map.current = instance;
    return () => {
      canvas.removeEventListener('keydown', onKeyDown);
      instance.remove();
      map.current = null;
      setLoaded(false);
    };
  }, [styleUrl]);

  // Once the owner's markers say something new (e.g. the point it was given, or a place it looked
  // up), they show where things are: the picked marker gives way rather than linger elsewhere.
  const markersKey = markers.map((m) => `${m.id}:${m.lat}:${m.lng}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the markers' content changes.
  useEffect(() => setPicked(null), [markersKey]);

  // Markers (and the picked point) as DOM elements named for screen readers.
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const shown = picked
      ? [
          ...markers,
          {
            ...picked,
            id: PICKED_ID,
            label: `Picked point ${picked.lat.toFixed(5)}, ${picked.lng.toFixed(5)}`,
          },
        ]
      : markers;
    const made = shown.map((m) => {
      const marker = new Marker({ color: m.id === PICKED_ID ? '#dc2626' : '#1d4ed8' })
        .setLngLat([m.lng, m.lat])
        .addTo(instance);
      const element = marker.getElement();
      element.setAttribute('role', 'img');
      element.setAttribute('aria-label', m.label);
      element.dataset.markerId = m.id;
      return marker;
    });
    return () => {
      for (const marker of made) marker.remove();
    };
  }, [markers, picked]);

  // The path through the markers, once the style is there.
  useEffect(() => {
    const instance = map.current;
    if (!instance || !loaded) return;
    const data = lineOf(line ?? (path ? markers : []));
    const source = instance.getSource(PATH_SOURCE) as GeoJSONSource | undefined;
    if (source) source.setData(data);
    else {
      instance.addSource(PATH_SOURCE, { type: 'geojson', data });
      instance.addLayer({
        id: PATH_SOURCE,
        type: 'line',
        source: PATH_SOURCE,
        paint: { 'line-color': '#1d4ed8', 'line-width': 3 },
      });
    }
  }, [loaded, markers, path, line]);

  // Fit to the markers (and the line): several points are framed, one is centred at the zoom
  // asked for.
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const points = line ? [...markers, ...line] : markers;
    const bounds = boundsOf(points);
    if (!bounds) return;
    if (points.length === 1) {
      instance.jumpTo({ center: [points[0]!.lng, points[0]!.lat], zoom });
    } else {
      instance.fitBounds(bounds, { padding: 48, maxZoom: zoom, animate: false });
    }
  }, [markers, line, zoom]);

  return (
    <section
      ref={container}
      aria-label={label}
      data-map-state={loaded ? 'loaded' : 'loading'}
      className={`${className} overflow-hidden rounded-md border border-slate-200`}
    />
  );
}
