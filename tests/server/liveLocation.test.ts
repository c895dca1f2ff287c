// The Location screen's calls: the team list and a day's route, who may ask (the rule table
// openapi/rules/team.json), the distance as the haversine sum of the points, and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import table from '../../openapi/rules/team.json' with { type: 'json' };
import { ROLE_FLAGS, type RoleFlag } from '../../server/domain.ts';
import { FUTURE_DATE, NOT_FIELD_STAFF } from '../../server/handlers/team.ts';
import { dayRoute } from '../../server/seed/liveLocations.ts';
import { CITY_LANDMARKS } from '../../server/seed/routeLandmarks.ts';
import { haversineKm, LOCATION_REFUSED } from '../../server/team/routes.ts';
import { indiaDay } from '../../server/time.ts';
import { assertMatches } from './contract.ts';
import { type Harness, startServer } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());

type Route = {
  sampled_locations: { location: { latitude: number; longitude: number }; time: string }[];
  total_distance_traveled_km: number;
};

const members = async (who: RoleFlag = 'is_area_sales_manager') => {
  const res = await h.call('listTeamMembers', { token: h.tokenOf(who) });
  expect(res.statusCode, res.body).toBe(200);
  assertMatches('listTeamMembers', 200, res.json());
  return res.json().members as { username: string; name: string; role: string; city: string }[];
};
const route = (username: string, date: string, who: RoleFlag = 'is_area_sales_manager') =>
  h.call('getLiveLocationRoute', { token: h.tokenOf(who), query: { username, date } });

/** The seeded days of a person, newest first. */
const seededDays = (username: string) =>
  (
    h.db
      .prepare(
        `SELECT r.day FROM staff_routes r JOIN users u ON u.id = r.user_id
         WHERE u.username = ? ORDER BY r.day DESC`,
      )
      .all(username) as { day: string }[]
  ).map((r) => r.day);

const FIELD_OFFICER = '9000000019';

describe('listTeamMembers', () => {
  it('lists the active field staff by name, with role and city', async () => {
    const list = await members();
    expect(list.length).toBeGreaterThan(5);
    expect(list.map((m) => m.username)).toContain(FIELD_OFFICER);
    expect(new Set(list.map((m) => m.role))).toEqual(
      new Set(['Field sales officer', 'Referral sales']),
    );
    const names = list.map((m) => m.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it.each(table.liveLocation as RoleFlag[])('answers %s', async (flag) => {
    await members(flag);
  });

  it.each(ROLE_FLAGS.filter((flag) => !table.liveLocation.includes(flag)))(
    'refuses %s with 403 and says who may',
    async (flag) => {
      const res = await h.call('listTeamMembers', { token: h.tokenOf(flag) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: LOCATION_REFUSED });
    },
  );
});

describe('getLiveLocationRoute', () => {
  it('answers a seeded day: points in time order, the distance their haversine sum', async () => {
    const [day] = seededDays(FIELD_OFFICER);
    const res = await route(FIELD_OFFICER, day!);
    expect(res.statusCode, res.body).toBe(200);
    assertMatches('getLiveLocationRoute', 200, res.json());
    const body = res.json() as Route;
    const points = body.sampled_locations;
    expect(points.length).toBeGreaterThan(20);
    const times = points.map((p) => p.time);
    expect(times).toEqual([...times].sort());
    let sum = 0;
    for (let i = 1; i < points.length; i++) {
      const [a, b] = [points[i - 1]!.location, points[i]!.location];
      sum += haversineKm(a.latitude, a.longitude, b.latitude, b.longitude);
    }
    expect(body.total_distance_traveled_km).toBe(Math.round(sum * 100) / 100);
    // A working day in a city: some km, not a trip across the country.
    expect(body.total_distance_traveled_km).toBeGreaterThan(3);
    expect(body.total_distance_traveled_km).toBeLessThan(150);
  });

  it('has 60 days of routes for field staff, some days empty, none today', () => {
    const days = seededDays(FIELD_OFFICER);
    const today = indiaDay();
    expect(days).not.toContain(today);
    expect(days.length).toBeGreaterThan(30);
    expect(days.length).toBeLessThan(60);
  });

  it('answers a day without points with none and 0 km', async () => {
    const days = new Set(seededDays(FIELD_OFFICER));
    const res = await route(FIELD_OFFICER, indiaDay());
    expect(days.has(indiaDay())).toBe(false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sampled_locations: [], total_distance_traveled_km: 0 });
  });

  it('refuses a role outside the table with 403 and a clear error', async () => {
    const res = await route(FIELD_OFFICER, indiaDay(), 'is_field_sales_officer');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: LOCATION_REFUSED });
  });

  it.each([
    ['not a date', 'yesterday'],
    ['no such day', '2026-02-30'],
    ['a wrong shape', '01/02/2026'],
  ])('refuses %s with 400', async (_, date) => {
    const res = await route(FIELD_OFFICER, date);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
  });

  it('refuses a day after today with 400 and says so', async () => {
    const tomorrow = new Date(Date.now() + 36 * 3600_000);
    const res = await route(FIELD_OFFICER, indiaDay(tomorrow));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: FUTURE_DATE });
  });

  it('refuses a bad username with 400 and someone not on the team with 404', async () => {
    expect((await route('98', indiaDay())).statusCode).toBe(400);
    const res = await route('9000000001', indiaDay());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: NOT_FIELD_STAFF });
  });
});

describe('the seeded routes', () => {
  it('are the same for the same person and day, and stay near the city', () => {
    const landmarks = CITY_LANDMARKS.Mumbai!;
    const day = '2026-03-03';
    const a = dayRoute('9100000001', day, landmarks);
    expect(dayRoute('9100000001', day, landmarks)).toEqual(a);
    for (const [lat, lng] of a) {
      expect(Math.abs(lat - 19.06)).toBeLessThan(0.15);
      expect(Math.abs(lng - 72.87)).toBeLessThan(0.15);
    }
  });

  it('have no points on Sundays', () => {
    expect(dayRoute('9100000001', '2026-03-01', CITY_LANDMARKS.Pune!)).toEqual([]);
  });
});
