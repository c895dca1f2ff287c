// Deterministic randomness for the seed: one faker (en_IN) with a fixed seed and small helpers.
import { base, en, en_IN, Faker } from '@faker-js/faker';

export { avatar } from '../avatar.ts';

export const SEED = 2026;
const DAY_MS = 86_400_000;

export type Rand = ReturnType<typeof createRand>;

/** sfc32: a small, fast seeded generator; faker's own is far slower for bulk numbers. */
function sfc32(seed: number): () => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i++) next();
  return next;
}

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function createRand(seed = SEED) {
  const faker = new Faker({ locale: [en_IN, en, base] });
  faker.seed(seed);
  const random = sfc32(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const chance = (p: number) => random() < p;
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const digits = (n: number) => {
    let out = '';
    for (let i = 0; i < n; i++) out += String(int(0, 9));
    return out;
  };
  const letters = (n: number) => {
    let out = '';
    for (let i = 0; i < n; i++) out += UPPER[int(0, 25)];
    return out;
  };
  /** Picks by weight; weights need not sum to 1. */
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let x = random() * total;
    for (const [value, w] of entries) {
      x -= w;
      if (x <= 0) return value;
    }
    return entries[entries.length - 1]![0];
  };
  /** Distinct picks from `items`. */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, items.length)) chosen.add(int(0, items.length - 1));
    return [...chosen].map((i) => items[i] as T);
  };
  /** A pool of `size` faker values, picked from cheaply afterwards. */
  const pool = (size: number, make: () => string) => {
    const values = Array.from({ length: size }, make);
    return () => pick(values);
  };
  return { faker, int, chance, pick, digits, letters, weighted, sample, pool };
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
export const addMinutes = (date: Date, minutes: number) =>
  new Date(date.getTime() + minutes * 60_000);
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
export const iso = (date: Date) => date.toISOString();

/** A time `days` (fractional allowed) before `now`, never in the future. */
export function before(now: Date, days: number): Date {
  return new Date(now.getTime() - Math.max(0, days) * DAY_MS);
}

/** Never after `now`. */
export const clampPast = (date: Date, now: Date) => (date > now ? now : date);

/** City, Indian state code and state name, and the first digits of its PIN codes. */
export const PLACES = [
  ['New Delhi', 'DL', 'Delhi', '110'],
  ['Gurugram', 'HR', 'Haryana', '122'],
  ['Noida', 'UP', 'Uttar Pradesh', '201'],
  ['Lucknow', 'UP', 'Uttar Pradesh', '226'],
  ['Jaipur', 'RJ', 'Rajasthan', '302'],
  ['Mumbai', 'MH', 'Maharashtra', '400'],
  ['Pune', 'MH', 'Maharashtra', '411'],
  ['Ahmedabad', 'GJ', 'Gujarat', '380'],
  ['Bengaluru', 'KA', 'Karnataka', '560'],
  ['Hyderabad', 'TG', 'Telangana', '500'],
  ['Chennai', 'TN', 'Tamil Nadu', '600'],
  ['Kolkata', 'WB', 'West Bengal', '700'],
  ['Bhopal', 'MP', 'Madhya Pradesh', '462'],
  ['Patna', 'BR', 'Bihar', '800'],
  ['Chandigarh', 'CH', 'Chandigarh', '160'],
  ['Kochi', 'KL', 'Kerala', '682'],
] as const;
export type Place = (typeof PLACES)[number];
