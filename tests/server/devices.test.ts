// Devices and messages: the seeded showcase (shared phone, best device, owners, 2-decimal
// verification), owner change, filters and what is found in messages, 'Contains Mobile' rights,
// and classification's three branches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bestDeviceIndex, containsMobile, findingsOf } from '../../server/devices.ts';
import { NO_PERMISSION } from '../../server/errors.ts';
import { SHOWCASE_MESSAGES } from '../../server/seed/devices.ts';
import { DEVICE_SHOWCASE, messageOf, OWN_DEVICE, SHARED_DEVICE } from './cases/devices.ts';
import { assertMatches } from './contract.ts';
import { type Harness, startServer } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());

const devices = async (token?: string) => {
  const res = await h.call('listCustomerDevices', {
    params: { username: DEVICE_SHOWCASE },
    ...(token ? { token } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  assertMatches('listCustomerDevices', 200, res.json());
  return res.json().devices as {
    device_id: string;
    best: boolean;
    verification: { percentage: number };
    owners: { username: string; current_owner: boolean; owner_number: number }[];
    device_owner_set_by: string | null;
  }[];
};
const messages = (filter?: string, token?: string) =>
  h.call('listDeviceMessages', {
    params: { device_id: SHARED_DEVICE },
    query: { ...(filter ? { filter } : {}), username: DEVICE_SHOWCASE },
    ...(token ? { token } : {}),
  });
const categoryOf = (id: number) =>
  (
    h.db.prepare('SELECT category FROM device_messages WHERE id = ?').get(id) as {
      category: string | null;
    }
  ).category;

describe('best device rule', () => {
  it('is the highest percentage (2 decimals), the first of equals, none for no devices', () => {
    expect(bestDeviceIndex([47.25, 82.357, 82.36])).toBe(1);
    expect(bestDeviceIndex([10, 10])).toBe(0);
    expect(bestDeviceIndex([3, 4.004, 4.001])).toBe(1);
    expect(bestDeviceIndex([])).toBeNull();
  });
});

describe('listCustomerDevices', () => {
  it('answers the shared phone (three profiles, owner set, best) and the own phone (Not Set)', async () => {
    const list = await devices();
    expect(list.map((d) => d.device_id).sort()).toEqual([SHARED_DEVICE, OWN_DEVICE].sort());
    const shared = list.find((d) => d.device_id === SHARED_DEVICE)!;
    const own = list.find((d) => d.device_id === OWN_DEVICE)!;
    expect(shared.best).toBe(true);
    expect(own.best).toBe(false);
    expect(shared.verification.percentage).toBe(82.36);
    expect(shared.owners.map((o) => o.owner_number)).toEqual([1, 2, 3]);
    expect(shared.owners.find((o) => o.current_owner)?.username).toBe(DEVICE_SHOWCASE);
    expect(own.device_owner_set_by).toBeNull();
    expect(own.owners.some((o) => o.current_owner)).toBe(false);
  });
});

describe('setDeviceOwner', () => {
  it('sets one of the profiles as owner, with who and when; refuses a stranger with 400', async () => {
    const before = await devices();
    const other = before.find((d) => d.device_id === SHARED_DEVICE)!.owners[1]!.username;
    const res = await h.call('setDeviceOwner', {
      params: { device_id: SHARED_DEVICE },
      body: { username: other },
    });
    expect(res.statusCode, res.body).toBe(200);
    const shared = (await devices()).find((d) => d.device_id === SHARED_DEVICE)!;
    expect(shared.owners.find((o) => o.current_owner)?.username).toBe(other);
    expect(shared.device_owner_set_by).toBeTruthy();
    const bad = await h.call('setDeviceOwner', {
      params: { device_id: SHARED_DEVICE },
      body: { username: '6000000000' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/profile/);
  });
});

describe('listDeviceMessages', () => {
  it('answers every message without a filter, and one category with it', async () => {
    const allRes = await messages();
    assertMatches('listDeviceMessages', 200, allRes.json());
    expect(allRes.json().messages).toHaveLength(SHOWCASE_MESSAGES);
    const banking = (await messages('Banking')).json().messages as { category: string }[];
    expect(banking.length).toBeGreaterThan(100);
    expect(banking.every((m) => m.category === 'Banking')).toBe(true);
    const negative = (await messages('Negative')).json().messages as { negative: boolean }[];
    expect(negative.length).toBeGreaterThan(0);
    expect(negative.every((m) => m.negative)).toBe(true);
  });

  it("finds the customer's account in bank messages", async () => {
    const found = (await messages('Banking')).json().found;
    expect(found.account).toHaveLength(1);
    expect(found.account[0]).toMatch(/^XXXX\d{4}$/);
  });

  it("answers 'Contains Mobile' only to the rule's roles", async () => {
    const ok = await messages('ContainsMobile', h.tokenOf('is_credit_underwriter'));
    expect(ok.statusCode).toBe(200);
    const bodies = ok.json().messages as { body: string }[];
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.every((m) => containsMobile(m.body))).toBe(true);
    const refused = await messages('ContainsMobile', h.tokenOf('is_disbursal_team'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(NO_PERMISSION);
  });
});

describe('message classification', () => {
  it('classifies an uncategorised message (with its device), reclassifies, and unclassifies', async () => {
    const id = messageOf(h, true);
    const wrongDevice = await h.call('classifyMessage', {
      params: { message_id: String(id) },
      body: { category: 'EPFO', device_id: OWN_DEVICE },
    });
    expect(wrongDevice.statusCode).toBe(400);
    const first = await h.call('classifyMessage', {
      params: { message_id: String(id) },
      body: { category: 'EPFO', device_id: SHARED_DEVICE },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(categoryOf(id)).toBe('EPFO');
    const again = await h.call('classifyMessage', {
      params: { message_id: String(id) },
      body: { category: 'EPFO', device_id: SHARED_DEVICE },
    });
    expect(again.statusCode).toBe(400);
    await h.call('reclassifyMessage', {
      params: { message_id: String(id) },
      body: { category: 'ITDC' },
    });
    expect(categoryOf(id)).toBe('ITDC');
    await h.call('unclassifyMessage', { params: { message_id: String(id) } });
    expect(categoryOf(id)).toBeNull();
  });
});

describe('findingsOf', () => {
  it('matches accounts by their last 4 digits and contacts among the mobiles', () => {
    const found = findingsOf(
      [
        'Rs.500 credited to A/c XX1234 by NEFT',
        'Your Aadhaar XXXX XXXX 9876 was used. Call 9876543210',
        'Refund against PAN ABCDE1234F processed',
      ],
      { account: '001234', alternateAccount: '', pan: 'ABCDE1234F', contacts: ['9876543210'] },
    );
    expect(found.account).toEqual(['XXXX1234']);
    expect(found.aadhaar).toEqual(['XXXX XXXX 9876']);
    expect(found.pan).toEqual(['ABCDE1234F']);
    expect(found.alternate_contacts).toEqual(['9876543210']);
  });
});
