import type { LocationRoute, TeamMember } from './locationRoute.actors.ts';

/* Sample team and routes the path specs, tests and stories share. Deterministic. */

export const LOCATION_TODAY = '2026-11-24';
export const LOCATION_DAY_WITH_DATA = '2026-11-23';
export const LOCATION_DAY_WITHOUT = '2026-11-22';
export const LOCATION_FUTURE_DAY = '2026-11-25';

export const SAMPLE_TEAM: readonly TeamMember[] = [
  { username: '9000000019', name: 'Asha Rao', role: 'Field sales officer', city: 'Mumbai' },
  { username: '9100000002', name: 'Imran Shaikh', role: 'Field sales officer', city: 'Pune' },
  { username: '9000000004', name: 'Neha Verma', role: 'Referral sales', city: 'Jaipur' },
];

const at = (lat: number, lng: number, time: string) => ({
  location: { latitude: lat, longitude: lng },
  time: `${LOCATION_DAY_WITH_DATA}T${time}:00.000Z`,
});

/** A short morning in Kurla, Mumbai: block by block, then a stop. */
export const SAMPLE_ROUTE: LocationRoute = {
  sampled_locations: [
    at(19.0728, 72.8826, '04:00'),
    at(19.0744, 72.8826, '04:01'),
    at(19.0744, 72.8842, '04:02'),
    at(19.076, 72.8842, '04:03'),
    at(19.0776, 72.8858, '04:05'),
    at(19.0776, 72.8858, '04:20'),
  ],
  total_distance_traveled_km: 0.75,
};

export const EMPTY_ROUTE: LocationRoute = { sampled_locations: [], total_distance_traveled_km: 0 };
