/** A staff member's username is their 10-digit mobile number. */
export const MOBILE_LENGTH = 10;
const MOBILE = /^[0-9]{10}$/;
/** The longest name the server takes. */
export const NAME_MAX = 80;

/** Digits only, at most ten: what the mobile field keeps of what is typed. */
export const capMobile = (text: string) => text.replace(/\D/g, '').slice(0, MOBILE_LENGTH);
export const isValidMobile = (text: string) => MOBILE.test(text);

export const capName = (text: string) => text.slice(0, NAME_MAX);
export const hasName = (text: string) => text.trim() !== '';

/** A real calendar day, YYYY-MM-DD (what a date field gives). */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Ticks a group on, or off when it was on; the order of ticking is kept. */
export const toggleGroup = (ids: readonly number[], id: number) =>
  ids.includes(id) ? ids.filter((g) => g !== id) : [...ids, id];

/** The first thing the form lacks, in the order of its fields; null when it may be sent. */
export type Missing = 'name' | 'mobile' | 'role' | 'joining' | null;
export function firstMissing(form: {
  name: string;
  mobile: string;
  role: string;
  joining: string;
}): Missing {
  if (!hasName(form.name)) return 'name';
  if (!isValidMobile(form.mobile)) return 'mobile';
  if (!form.role) return 'role';
  if (!isDay(form.joining)) return 'joining';
  return null;
}
