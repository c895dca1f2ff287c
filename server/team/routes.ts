// The team's field staff and their routes: who may look (the contract's rule table
// openapi/rules/team.json), who is tracked, and the distance of a day's samples.
import table from '../../openapi/rules/team.json' with { type: 'json' };
import type { RoleFlag, RoleFlags } from '../domain.ts';
import { forbidden } from '../errors.ts';

/** A recorded sample: latitude, longitude, instant (ISO). */
export type RoutePoint = [number, number, string];

/** The refusal a role outside the rule table gets. */
export const LOCATION_REFUSED =
  'Only field managers, founder officers and technology may see staff locations.';

export const FIELD_STAFF_ROLES = table.fieldStaff as Partial<Record<RoleFlag, string>>;
export const FIELD_STAFF_FLAGS = Object.keys(FIELD_STAFF_ROLES) as RoleFlag[];

export const mayLookAtRoutes = (r: RoleFlags) =>
  table.liveLocation.some((flag) => r[flag as RoleFlag] === true);

export function requireRouteAccess(r: RoleFlags): void {
  if (!mayLookAtRoutes(r)) throw forbidden(LOCATION_REFUSED);
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance between two points, in km (haversine). */
export function haversineKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = rad(bLat - aLat);
  const dLng = rad(bLng - aLng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(aLat)) * Math.cos(rad(bLat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The route's length: the sum over consecutive samples, rounded to 2 decimals (10 m). */
export function routeKm(points: readonly RoutePoint[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const [aLat, aLng] = points[i - 1]!;
    const [bLat, bLng] = points[i]!;
    total += haversineKm(aLat, aLng, bLat, bLng);
  }
  return Math.round(total * 100) / 100;
}
