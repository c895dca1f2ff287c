// The Indian state and union-territory codes a profile stores (spec part 1 §3: a 37-entry code →
// name map). The codes are the standard two-letter ones of vehicle registration and GST
// (ISO 3166-2:IN where they agree); Telangana is TG, as since 2024.

export const INDIAN_STATES = {
  AN: 'Andaman and Nicobar Islands',
  AP: 'Andhra Pradesh',
  AR: 'Arunachal Pradesh',
  AS: 'Assam',
  BR: 'Bihar',
  CH: 'Chandigarh',
  CG: 'Chhattisgarh',
  DN: 'Dadra and Nagar Haveli',
  DD: 'Daman and Diu',
  DL: 'Delhi',
  GA: 'Goa',
  GJ: 'Gujarat',
  HR: 'Haryana',
  HP: 'Himachal Pradesh',
  JK: 'Jammu and Kashmir',
  JH: 'Jharkhand',
  KA: 'Karnataka',
  KL: 'Kerala',
  LA: 'Ladakh',
  LD: 'Lakshadweep',
  MP: 'Madhya Pradesh',
  MH: 'Maharashtra',
  MN: 'Manipur',
  ML: 'Meghalaya',
  MZ: 'Mizoram',
  NL: 'Nagaland',
  OD: 'Odisha',
  PY: 'Puducherry',
  PB: 'Punjab',
  RJ: 'Rajasthan',
  SK: 'Sikkim',
  TN: 'Tamil Nadu',
  TG: 'Telangana',
  TR: 'Tripura',
  UP: 'Uttar Pradesh',
  UK: 'Uttarakhand',
  WB: 'West Bengal',
} as const satisfies Record<string, string>;

export type IndianStateCode = keyof typeof INDIAN_STATES;

/** A state code by its name; an unknown code is shown as it came (no information is lost). */
export function stateName(code: string): string {
  return Object.hasOwn(INDIAN_STATES, code) ? INDIAN_STATES[code as IndianStateCode] : code;
}
