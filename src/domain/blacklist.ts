import { blacklistMessages } from './messages/blacklist.ts';

/** Blacklisted: any of a customer's five feature flags switched off (spec part 1 §4). */
export function isBlacklisted(flags: Readonly<Record<string, boolean>>): boolean {
  return Object.values(flags).some((enabled) => !enabled);
}

/**
 * The chat side's self check (part 1 §7, part 2 §8): a staff member whose own blacklist read
 * comes back empty is told 'You are black listed' and shown no channels. The words to show, or
 * null when the read has content.
 */
export function selfCheckVerdict(answer: unknown): string | null {
  const empty =
    answer === null ||
    answer === undefined ||
    (Array.isArray(answer) && answer.length === 0) ||
    (typeof answer === 'object' && Object.keys(answer as object).length === 0);
  return empty ? blacklistMessages.youAreBlackListed : null;
}
