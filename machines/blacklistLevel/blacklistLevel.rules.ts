/** Blacklist levels the contract takes (BlacklistLevel): 0 = not blacklisted. */
export const BLACKLIST_LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** The reason's limit (spec part 1 §5, §9). */
export const REASON_MAX = 60;

/** A reason is required and at most 60 characters (trimmed). */
export const isValidReason = (reason: string) =>
  reason.trim().length > 0 && reason.trim().length <= REASON_MAX;

export const levelOf = (value: string): number | null => {
  const level = Number(value);
  return value !== '' && (BLACKLIST_LEVELS as readonly number[]).includes(level) ? level : null;
};

export type LevelBody = { username: string; blacklist_level: number; blacklist_reason: string };
