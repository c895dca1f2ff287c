// Map geometry that needs no map library: distances, bounds and the spec's zooms (part 1 §9).

export type LatLng = { lat: number; lng: number };

/** Spec part 1 §9: maps open at zoom 15, 17 where the spec says so, centred near New Delhi. */
export const MAP_ZOOM = 15;
export const MAP_CLOSE_ZOOM = 17;
export const DEFAULT_CENTRE: LatLng = { lat: 28.6139, lng: 77.209 };
/** The offline style shows the whole country when there is nothing to fit. */
export const COUNTRY_ZOOM = 3.6;
export const INDIA_CENTRE: LatLng = { lat: 22.5, lng: 80 };

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance between two points, in km (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The length of a path through the points in order, in km. */
export function pathKm(points: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distanceKm(points[i - 1]!, points[i]!);
  return total;
}

/** [[west, south], [east, north]] of the points, or null for none. */
export function boundsOf(points: readonly LatLng[]): [[number, number], [number, number]] | null {
  if (!points.length) return null;
  let [w, s, e, n] = [180, 90, -180, -90];
  for (const { lat, lng } of points) {
    w = Math.min(w, lng);
    e = Math.max(e, lng);
    s = Math.min(s, lat);
    n = Math.max(n, lat);
  }
  return [
    [w, s],
    [e, n],
  ];
}

/** A distance in words: metres under 1 km, else km with 2 decimals. */
export const formatKm = (km: number) =>
  km < 1 ? `${Math.round(km * 1000)} m` : `${km.toFixed(2)} km`;
