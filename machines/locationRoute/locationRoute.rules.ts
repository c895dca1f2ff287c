import { isIsoDay } from '../shared/clock.ts';
import type { LocationRoute } from './locationRoute.actors.ts';

/** Why 'Click here to see Map' cannot ask yet: nobody picked, no day, or a day to come. */
export const PICK_PROBLEMS = ['noMember', 'noDate', 'futureDate'] as const;
export type PickProblem = (typeof PICK_PROBLEMS)[number];

/** The pick's first problem, or null when the route may be asked for (days are YYYY-MM-DD). */
export function pickProblem(username: string, date: string, today: string): PickProblem | null {
  if (!username) return 'noMember';
  if (!isIsoDay(date)) return 'noDate';
  if (date > today) return 'futureDate';
  return null;
}

/** A day with samples shows the map; a day without shows 'NO DATA EXIST'. */
export const hasPoints = (route: LocationRoute) => route.sampled_locations.length > 0;

/** The server's distance as the screen writes it: km with 2 decimals. */
export const formatDistanceKm = (km: number) => `${km.toFixed(2)} km`;
