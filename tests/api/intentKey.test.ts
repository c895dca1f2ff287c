import { describe, expect, it } from 'vitest';
import { intentKey } from '../../src/api/intentKey.ts';

describe('intent keys (Idempotency-Key)', () => {
  it('are the same for the same request and differ for another, within the contract pattern', () => {
    const a = intentKey('escalation', { manager_username: '9000000024', customer_username: '1' });
    const again = intentKey('escalation', {
      manager_username: '9000000024',
      customer_username: '1',
    });
    const other = intentKey('escalation', {
      manager_username: '9000000022',
      customer_username: '1',
    });
    expect(again).toBe(a);
    expect(other).not.toBe(a);
    expect(intentKey('lead', { username: '1' })).not.toBe(
      intentKey('escalation', { username: '1' }),
    );
    for (const key of [a, other]) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    }
  });
});
