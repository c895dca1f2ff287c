// Employer rules of spec part 1 §4-§5: the new-address form, the comment reused on 'Okay', the
// employer edit/verify completeness, comment truncation and the geocoding of an address.
// Pure: read by the employer machines, the views and the reference server alike.

/** The address fields of an employer address (spec part 1 §3 'Employer address'). */
export const EMPLOYER_ADDRESS_FIELDS = [
  'employer_address',
  'employer_address_landmark',
  'employer_address_city',
  'employer_address_state',
  'employer_address_pin',
] as const;
export type EmployerAddressField = (typeof EMPLOYER_ADDRESS_FIELDS)[number];
export type EmployerAddressDraft = Record<EmployerAddressField, string>;

export const EMPTY_ADDRESS_DRAFT: EmployerAddressDraft = {
  employer_address: '',
  employer_address_landmark: '',
  employer_address_city: '',
  employer_address_state: '',
  employer_address_pin: '',
};

/** A new address's address: at least 8 characters (part 1 §5). */
export const MIN_ADDRESS_LENGTH = 8;
/** 'Add New Company' is offered only for a name longer than this (part 1 §5). */
export const MIN_NEW_COMPANY_LENGTH = 3;
/** Employer comments longer than this are cut, with Show more/less (part 1 §5). */
export const COMMENT_PREVIEW_LENGTH = 40;

/** Whether one field of a new address is acceptable as typed. */
export function isValidAddressField(field: EmployerAddressField, value: string): boolean {
  const text = value.trim();
  switch (field) {
    case 'employer_address':
      return text.length >= MIN_ADDRESS_LENGTH;
    case 'employer_address_pin':
      return /^[0-9]{6}$/.test(text);
    default:
      return text.length > 0;
  }
}

/** The fields of a new address that are invalid (shown red), in form order. */
export function invalidAddressFields(draft: EmployerAddressDraft): EmployerAddressField[] {
  return EMPLOYER_ADDRESS_FIELDS.filter((field) => !isValidAddressField(field, draft[field]));
}

/** 'Add New Company': only when the typed name is longer than 3 characters. */
export const canAddNewCompany = (name: string) => name.trim().length > MIN_NEW_COMPANY_LENGTH;

/**
 * The comment 'Okay' saves again: the first one longer than 4 characters that is not 'N/A'
 * (part 1 §5), or '' when there is none.
 */
export function reusedComment(comments: readonly string[]): string {
  return comments.find((c) => c.trim().length > 4 && c.trim() !== 'N/A')?.trim() ?? '';
}

/** A comment as first shown: whole up to 40 characters, else its first 40 and a cut mark. */
export function commentPreview(comment: string): { text: string; cut: boolean } {
  return comment.length > COMMENT_PREVIEW_LENGTH
    ? { text: `${comment.slice(0, COMMENT_PREVIEW_LENGTH)}…`, cut: true }
    : { text: comment, cut: false };
}

/** Employer edit needs every field but the valid flag (part 1 §5 'Please fill all details first'). */
export const isCompleteEmployer = (draft: EmployerAddressDraft) =>
  EMPLOYER_ADDRESS_FIELDS.every((field) => draft[field].trim() !== '');

/** Verify needs the employer details id and every field (part 1 §5). */
export const canSubmitVerification = (id: number | null, draft: EmployerAddressDraft) =>
  id !== null && isCompleteEmployer(draft);

// ---- geocoding (part 1 §5 'Permanent address geocoding') ----

/** Care-of prefixes a permanent address may start with: they name a person, not a place. */
const CARE_OF = /^\s*(?:[SWDHC]\s*\/\s*O)\b[\s.:,-]*/i;

/** An address without its leading care-of prefix (S/O, W/O, D/O, H/O, C/O). */
export function stripCareOf(address: string): string {
  let rest = address;
  // "C/O X, S/O Y, …": strip every leading one.
  while (CARE_OF.test(rest)) rest = rest.replace(CARE_OF, '');
  return rest.trim();
}

/**
 * What a permanent address is geocoded by: its second-to-last comma segment once the care-of
 * prefix is stripped (usually the town before the state), or null when it has fewer than two.
 */
export function permanentAddressQuery(address: string): string | null {
  const segments = stripCareOf(address)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return segments.length >= 2 ? segments[segments.length - 2]! : null;
}

export type GeocodeCandidate = { display_name: string; lat: string; lon: string };
export type LatLong = { lat: number; long: number };

/**
 * The location a permanent address geocodes to: the first result whose name contains India,
 * with numeric coordinates; null when none qualifies (part 1 §5).
 */
export function pickIndianResult(results: readonly GeocodeCandidate[]): LatLong | null {
  for (const result of results) {
    if (!/\bIndia\b/i.test(result.display_name)) continue;
    const lat = Number(result.lat);
    const long = Number(result.lon);
    if (Number.isFinite(lat) && Number.isFinite(long)) return { lat, long };
  }
  return null;
}

/** Whether a typed latitude/longitude pair is a place on Earth. */
export function parseLatLong(lat: string, long: string): LatLong | null {
  if (lat.trim() === '' || long.trim() === '') return null;
  const la = Number(lat);
  const lo = Number(long);
  if (!Number.isFinite(la) || !Number.isFinite(lo)) return null;
  if (Math.abs(la) > 90 || Math.abs(lo) > 180) return null;
  return { lat: la, long: lo };
}

export const EMPLOYER_RATINGS = ['grade_A', 'grade_B', 'grade_C'] as const;
export type EmployerRating = (typeof EMPLOYER_RATINGS)[number];
