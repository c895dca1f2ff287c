import { describe, expect, it } from 'vitest';
import { isBlacklisted } from '../../src/domain/blacklist.ts';

const ALL_ON = {
  refer_loan: true,
  apply_loan: true,
  enable_chat: true,
  enable_wallet: true,
  enable_profile: true,
};

describe('blacklisted', () => {
  it('is clear with every feature on', () => {
    expect(isBlacklisted(ALL_ON)).toBe(false);
  });

  it.each(Object.keys(ALL_ON))('is blacklisted with %s off', (flag) => {
    expect(isBlacklisted({ ...ALL_ON, [flag]: false })).toBe(true);
  });
});
