import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  DEFAULT_CENTRE,
  distanceKm,
  formatKm,
  MAP_CLOSE_ZOOM,
  MAP_ZOOM,
  pathKm,
} from '../../src/ui/map/geo.ts';

const DELHI = { lat: 28.6139, lng: 77.209 };
const MUMBAI = { lat: 19.076, lng: 72.8777 };
const GURUGRAM = { lat: 28.4595, lng: 77.0266 };

describe('map geometry', () => {
  it("uses the spec's zooms and a default centre near New Delhi", () => {
    expect([MAP_ZOOM, MAP_CLOSE_ZOOM]).toEqual([15, 17]);
    expect(distanceKm(DEFAULT_CENTRE, DELHI)).toBeLessThan(5);
  });

  it('measures great-circle distances and paths in km', () => {
    expect(distanceKm(DELHI, MUMBAI)).toBeCloseTo(1_153, -1);
    expect(distanceKm(DELHI, DELHI)).toBe(0);
    expect(pathKm([DELHI, GURUGRAM, DELHI])).toBeCloseTo(2 * distanceKm(DELHI, GURUGRAM), 6);
    expect(pathKm([DELHI])).toBe(0);
  });

  it('frames the points, or nothing for none', () => {
    expect(boundsOf([DELHI, MUMBAI, GURUGRAM])).toEqual([
      [72.8777, 19.076],
      [77.209, 28.6139],
    ]);
    expect(boundsOf([])).toBeNull();
  });

  it('reads distances in metres under 1 km, else km with 2 decimals', () => {
    expect(formatKm(0.4567)).toBe('457 m');
    expect(formatKm(12.3456)).toBe('12.35 km');
  });
});
