// Seeds where field staff went over the last 60 days (the Location screen): a working day leaves
// home near one landmark of the person's city, visits three to five others and comes back,
// moving block by block along a street grid (north-south or east-west legs towards the next
// place, now and then a block aside), stopping a while at each place, with a few metres of GPS
// noise. Sundays, and about one day in eight, have no points (off, on leave). Today has none yet.
// Deterministic: a generator per person and day, so no other seed's values move.
import type { Db } from '../db/database.ts';
import { all } from '../db/statements.ts';
import type { RoutePoint } from '../team/routes.ts';
import { FIELD_STAFF_FLAGS } from '../team/routes.ts';
import { addDaysToDay, indiaDay } from '../time.ts';
import { CITY_LANDMARKS, type Landmark } from './routeLandmarks.ts';

export const ROUTE_DAYS = 60;
/** About 180 m a block, in degrees of latitude. */
const BLOCK_DEG = 0.0016;
const NOISE_DEG = 0.00008;

/** mulberry32 over a string's hash: small, fast, the same numbers on every run. */
function generator(key: string): () => number {
  let h = 1779033703 ^ key.length;
  for (let i = 0; i < key.length; i++) {
    h = Math.imul(h ^ key.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Whether `day` (YYYY-MM-DD) is a Sunday. */
const isSunday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0;

/** One day's samples, or none for a day off. */
export function dayRoute(key: string, day: string, landmarks: readonly Landmark[]): RoutePoint[] {
  const random = generator(`${key}:${day}`);
  if (isSunday(day) || random() < 0.125) return [];
  const pick = () => landmarks[Math.floor(random() * landmarks.length)]!;
  const home = pick();
  const stops: Landmark[] = [];
  const visits = 3 + Math.floor(random() * 3);
  while (stops.length < visits) {
    const next = pick();
    if (next !== (stops.at(-1) ?? home)) stops.push(next);
  }
  stops.push(home);

  const points: RoutePoint[] = [];
  // Starts between 09:00 and 10:00 India time.
  let at = Date.parse(`${day}T09:00:00+05:30`) + Math.floor(random() * 60) * 60_000;
  let [lat, lng] = [
    home[0] + (random() - 0.5) * BLOCK_DEG * 4,
    home[1] + (random() - 0.5) * BLOCK_DEG * 4,
  ];
  const sample = () => {
    points.push([
      round6(lat + (random() - 0.5) * NOISE_DEG),
      round6(lng + (random() - 0.5) * NOISE_DEG),
      new Date(at).toISOString(),
    ]);
  };
  sample();
  for (const [toLat, toLng] of stops) {
    // Block by block towards the place: the leg with more to go is the likelier street.
    for (let guard = 0; guard < 400; guard++) {
      const dLat = toLat - lat;
      const dLng = toLng - lng;
      if (Math.abs(dLat) < BLOCK_DEG && Math.abs(dLng) < BLOCK_DEG) break;
      const alongLat = random() < Math.abs(dLat) / (Math.abs(dLat) + Math.abs(dLng));
      const aside = random() < 0.08 ? (random() < 0.5 ? -1 : 1) : 0;
      if (aside) {
        if (alongLat) lng += aside * BLOCK_DEG;
        else lat += aside * BLOCK_DEG;
      } else if (alongLat) lat += Math.sign(dLat) * Math.min(BLOCK_DEG, Math.abs(dLat));
      else lng += Math.sign(dLng) * Math.min(BLOCK_DEG, Math.abs(dLng));
      at += (40 + Math.floor(random() * 50)) * 1000;
      sample();
    }
    // A while at the place: a few samples where they stand.
    [lat, lng] = [toLat, toLng];
    const dwell = 2 + Math.floor(random() * 4);
    for (let i = 0; i < dwell; i++) {
      at += (8 + Math.floor(random() * 10)) * 60_000;
      sample();
    }
  }
  return points;
}

/** Routes of every field staff member (rule table's `fieldStaff`) for the last 60 days. */
export function seedLiveLocations(db: Db, now: Date): { routes: number } {
  const staff = all<{ id: number; username: string; city: string | null }>(
    db,
    `SELECT u.id, u.username, s.cluster AS city FROM staff_profiles s JOIN users u ON u.id = s.user_id
     WHERE ${FIELD_STAFF_FLAGS.map((flag) => `s.${flag} = 1`).join(' OR ')}`,
  );
  const insert = db.prepare('INSERT INTO staff_routes (user_id, day, points) VALUES (?, ?, ?)');
  const today = indiaDay(now);
  let routes = 0;
  for (const person of staff) {
    const landmarks = CITY_LANDMARKS[person.city ?? ''] ?? CITY_LANDMARKS['New Delhi']!;
    for (let back = 1; back <= ROUTE_DAYS; back++) {
      const day = addDaysToDay(today, -back);
      const points = dayRoute(person.username, day, landmarks);
      if (!points.length) continue;
      insert.run(person.id, day, JSON.stringify(points));
      routes++;
    }
  }
  return { routes };
}
