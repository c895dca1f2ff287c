/** Blacklisted: any of a customer's five feature flags switched off (spec part 1 §4). */
export function isBlacklisted(flags: Readonly<Record<string, boolean>>): boolean {
  return Object.values(flags).some((enabled) => !enabled);
}
