/* A comma-separated list of phone numbers as Add takes it (spec part 2 §5 'Add member'): pure. */

/** "Only 10-character entries kept" (spec §5); Add needs at least this many characters typed. */
export const PHONE_LENGTH = 10;

/** The entries of a comma-separated list that are 10 characters long, each once. */
export function phonesOf(value: string): string[] {
  const kept = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length === PHONE_LENGTH);
  return [...new Set(kept)];
}

/**
 * The entries that are ten digits, each once: for calls whose contract takes only numbers
 * (business admins, a team's people), where a 10-character entry with a letter can name no one.
 */
export const numbersOf = (value: string): string[] =>
  phonesOf(value).filter((entry) => /^[0-9]+$/.test(entry));

/** At least 10 characters typed: before that, Add stays disabled. */
export const isLongEnough = (value: string) => value.trim().length >= PHONE_LENGTH;
