// Devices and messages: the seeded showcase (shared phone, best device, owners, 2-decimal
// verification), owner change, filters and what is found in messages, 'Contains Mobile' rights,
// and classification's three branches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bestDeviceIndex, containsMobile, findingsOf } from '../../server/devices.ts';
import { isGranted, isReadOnly, ROLE_FLAGS } from '../../server/domain.ts';
import { NO_PERMISSION } from '../../server/errors.ts';
import { CONTACTS_SYNCED, NOTHING_TO_SYNC } from '../../server/handlers/deviceProfile.ts';
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

describe('listDeviceMessages variant (all, positive, negative)', () => {
  it('narrows a filter to messages without, or with, negative keywords', async () => {
    const of = async (variant?: string) => {
      const res = await h.call('listDeviceMessages', {
        params: { device_id: SHARED_DEVICE },
        query: { filter: 'Banking', ...(variant ? { variant } : {}) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().messages as { negative: boolean; category: string }[];
    };
    const every = await of('all');
    const positive = await of('positive');
    const negative = await of('negative');
    expect(every).toHaveLength((await of()).length);
    expect(positive.length).toBeGreaterThan(0);
    expect(negative.length).toBeGreaterThan(0);
    expect(positive.every((m) => !m.negative && m.category === 'Banking')).toBe(true);
    expect(negative.every((m) => m.negative && m.category === 'Banking')).toBe(true);
    expect(positive.length + negative.length).toBe(every.length);
    const bad = await h.call('listDeviceMessages', {
      params: { device_id: SHARED_DEVICE },
      query: { variant: 'neutral' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('profile variant: getProfileInfoView and syncUserContacts', () => {
  const view = async (data_required: string, token?: string) => {
    const res = await h.call('getProfileInfoView', {
      params: { username: DEVICE_SHOWCASE },
      query: { data_required },
      ...(token ? { token } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    assertMatches('getProfileInfoView', 200, res.json());
    return res.json();
  };

  it('answers the messages of every device of the customer, and their locations', async () => {
    const messages = (await view('messages')).messages as { device_id: string }[];
    expect(new Set(messages.map((m) => m.device_id))).toEqual(new Set([SHARED_DEVICE, OWN_DEVICE]));
    const locations = (await view('locations')).locations as { time: string }[];
    expect(locations.length).toBeGreaterThan(0);
    expect(locations.map((l) => l.time)).toEqual(locations.map((l) => l.time).sort());
  });

  it("copies the devices' phone books into the contacts; a repeat adds nothing", async () => {
    const distinct = (
      h.db
        .prepare(
          `SELECT count(DISTINCT c.number) AS n FROM device_contacts c JOIN device_users u
           ON u.device_id = c.device_id JOIN customers k ON k.id = u.customer_id
           WHERE k.username = ?`,
        )
        .get(DEVICE_SHOWCASE) as { n: number }
    ).n;
    const first = await h.call('syncUserContacts', { params: { username: DEVICE_SHOWCASE } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ msg: CONTACTS_SYNCED, synced: distinct });
    const contacts = (await view('contacts')).contacts as { number: string }[];
    const again = await h.call('syncUserContacts', { params: { username: DEVICE_SHOWCASE } });
    expect(again.json().synced).toBe(distinct);
    expect((await view('contacts')).contacts).toHaveLength(contacts.length);
    expect(contacts.length).toBeGreaterThanOrEqual(distinct);
  });

  it('refuses a customer whose devices hold no contact with 400 and the reason', async () => {
    const none = (
      h.db
        .prepare(
          `SELECT c.username FROM customers c WHERE NOT EXISTS (SELECT 1 FROM device_users u
           JOIN device_contacts d ON d.device_id = u.device_id WHERE u.customer_id = c.id) LIMIT 1`,
        )
        .get() as { username: string }
    ).username;
    const res = await h.call('syncUserContacts', { params: { username: none } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(NOTHING_TO_SYNC);
  });

  it.each(ROLE_FLAGS)('syncs for %s only as the rule syncContacts says', async (flag) => {
    const res = await h.call('syncUserContacts', {
      params: { username: DEVICE_SHOWCASE },
      token: h.tokenOf(flag),
    });
    const roles = { ...Object.fromEntries(ROLE_FLAGS.map((f) => [f, false])), [flag]: true };
    if (isGranted(roles as never, 'syncContacts') && !isReadOnly(roles as never)) {
      expect(res.statusCode, res.body).toBe(200);
    } else {
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('getDeviceUsersSummary', () => {
  it("sums each loan's paid and remaining instalments, with its DPD and the blacklist level", async () => {
    const other = h.db
      .prepare(
        `SELECT c.id, c.username, c.name FROM device_users u JOIN devices d ON d.id = u.device_id
           JOIN customers c ON c.id = u.customer_id WHERE d.device_id = ? AND c.username <> ?
           AND EXISTS (SELECT 1 FROM loan_shares s WHERE s.customer_id = c.id) ORDER BY c.id LIMIT 1`,
      )
      .get(SHARED_DEVICE, DEVICE_SHOWCASE) as { id: number; username: string; name: string };
    const res = await h.call('getDeviceUsersSummary', { params: { username: other.username } });
    expect(res.statusCode, res.body).toBe(200);
    assertMatches('getDeviceUsersSummary', 200, res.json());
    const summary = res.json();
    expect(summary.name).toBe(other.name);
    const shares = h.db
      .prepare(
        `SELECT l.id, s.id AS share FROM loan_shares s JOIN loans l ON l.id = s.loan_id
         WHERE s.customer_id = ? AND l.status <> 'rejected'`,
      )
      .all(other.id) as { id: number; share: number }[];
    expect(summary.loans.map((l: { loan_id: number }) => l.loan_id).sort()).toEqual(
      shares.map((s) => s.id).sort(),
    );
    for (const { id, share } of shares) {
      const sums = h.db
        .prepare(
          `SELECT COALESCE(sum(CASE WHEN paid_at IS NOT NULL THEN paid_amount END), 0) AS paid,
           COALESCE(sum(CASE WHEN paid_at IS NULL THEN amount END), 0) AS remaining
           FROM share_instalments WHERE loan_share_id = ?`,
        )
        .get(share) as { paid: number; remaining: number };
      const loan = summary.loans.find((l: { loan_id: number }) => l.loan_id === id);
      expect(loan.total_paid).toBeCloseTo(sums.paid, 2);
      expect(loan.total_remaining).toBeCloseTo(sums.remaining, 2);
    }
  });
});
