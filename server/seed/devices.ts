// Seeds devices and their SMS: the showcase customer (user id 1) has a phone shared with customers
// 2 and 3 (1,500 messages in every category, some uncategorised) and a second phone of their own
// with a lower verification; every 7th customer has one phone with a few dozen messages.
// Deterministic: its own seeded generator, dates relative to the day.
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import { before, createRand, iso, type Rand, SEED } from './random.ts';

export const DEVICE_SHOWCASE_ID = 1;
export const SHOWCASE_MESSAGES = 1_500;

const MODELS = ['Samsung Galaxy M14', 'Redmi Note 12', 'Vivo Y16', 'Realme Narzo 60', 'Oppo A78'];
/** Centres the location trail starts from: [lat, lng]. */
const CENTRES: readonly (readonly [number, number])[] = [
  [28.6139, 77.209],
  [28.4595, 77.0266],
  [19.076, 72.8777],
  [12.9716, 77.5946],
  [26.9124, 75.7873],
  [22.5726, 88.3639],
];

const BANKS = ['SBI', 'HDFCBK', 'ICICIB', 'AXISBK', 'KOTAKB', 'PNBSMS'];

type Sms = {
  address: string;
  body: string;
  keywords: string[];
  category: string | null;
  negative: boolean;
};

/** Realistic texts per category, some negative (bounces, overdue, low balance). */
function sms(rand: Rand, account: string, mobile: string): Sms {
  const amount = rand.int(100, 45_000).toLocaleString('en-IN');
  const a4 = account.slice(-4);
  const kind = rand.weighted([
    ['bankCredit', 5],
    ['bankDebit', 5],
    ['bankBounce', 1],
    ['aadhaar', 1],
    ['itdc', 1],
    ['epfo', 1],
    ['telecom', 2],
    ['other', 2],
    ['loanOverdue', 1],
  ] as const);
  const bank = rand.pick(BANKS);
  switch (kind) {
    case 'bankCredit':
      return {
        address: `VM-${bank}`,
        body: `Rs.${amount} credited to A/c XX${a4} on ${rand.int(1, 28)}-${rand.pick(['JAN', 'FEB', 'MAR', 'APR'])} by NEFT/SALARY. Avl Bal Rs.${rand.int(1000, 90_000)}`,
        keywords: ['credited', 'salary'],
        category: 'Banking',
        negative: false,
      };
    case 'bankDebit':
      return {
        address: `AD-${bank}`,
        body: `Your A/c XX${a4} is debited by Rs.${amount} for UPI txn. If not done by you call ${mobile === '' ? '18001234' : '1800'}-${rand.digits(6)}`,
        keywords: ['debited', 'upi'],
        category: 'Banking',
        negative: false,
      };
    case 'bankBounce':
      return {
        address: `VK-${bank}`,
        body: `ECS/NACH of Rs.${amount} on A/c XX${a4} returned unpaid: insufficient funds. Charges Rs.590 levied.`,
        keywords: ['returned', 'insufficient funds'],
        category: 'Banking',
        negative: true,
      };
    case 'aadhaar':
      return {
        address: 'AD-UIDAI',
        body: `Your Aadhaar XXXX XXXX ${rand.digits(4)} was used for authentication on ${rand.int(1, 28)}/0${rand.int(1, 9)}. If not you, call 1947.`,
        keywords: ['aadhaar'],
        category: 'Aadhaar',
        negative: false,
      };
    case 'itdc':
      return {
        address: 'VM-ITDEPT',
        body: `Refund of Rs.${amount} for AY 2025-26 against PAN ${rand.letters(5)}${rand.digits(4)}${rand.letters(1)} has been processed.`,
        keywords: ['refund', 'pan'],
        category: 'ITDC',
        negative: false,
      };
    case 'epfo':
      return {
        address: 'VM-EPFOHO',
        body: `Dear member, your passbook balance against UAN XXXXXXXX${rand.digits(4)} is Rs.${amount}. Contribution received for ${rand.pick(['JAN', 'FEB', 'MAR'])}.`,
        keywords: ['epf', 'contribution'],
        category: 'EPFO',
        negative: false,
      };
    case 'telecom':
      return {
        address: `JM-${rand.pick(['JIOINF', 'AIRTEL', 'VIINFO'])}`,
        body: `Recharge of Rs.${rand.pick([239, 299, 666, 719])} successful on ${mobile || 'your number'}. Validity 28 days.`,
        keywords: ['recharge'],
        category: 'Telecom',
        negative: false,
      };
    case 'loanOverdue':
      return {
        address: `VK-${rand.pick(['KREDBE', 'MONEYV', 'CASHEE'])}`,
        body: `Your loan EMI of Rs.${amount} is overdue by ${rand.int(3, 60)} days. Pay now to avoid penalty. Call ${rand.int(6, 9)}${rand.digits(9)}`,
        keywords: ['overdue', 'penalty'],
        category: null,
        negative: true,
      };
    default:
      return {
        address: `${rand.int(6, 9)}${rand.digits(9)}`,
        body: `Hi, call me back on ${rand.int(6, 9)}${rand.digits(9)} when free.`,
        keywords: [],
        category: rand.chance(0.5) ? 'Others' : null,
        negative: false,
      };
  }
}

function addDevice(db: Db, deviceId: string, model: string): number {
  return run(db, 'INSERT INTO devices (device_id, model) VALUES (?, ?)', deviceId, model).id;
}

export function seedDevices(db: Db, now: Date): { devices: number; messages: number } {
  const rand = createRand(SEED + 18);
  const customers = all<{ id: number; mobile: string; bank_account: string }>(
    db,
    'SELECT id, mobile, bank_account FROM customers ORDER BY id',
  );
  if (customers.length < 3) return { devices: 0, messages: 0 };
  const setter =
    one<{ name: string }>(db, 'SELECT name FROM users ORDER BY id LIMIT 1')?.name ?? null;
  let devices = 0;
  let messages = 0;
  const insertSms = db.prepare(
    'INSERT INTO device_messages (device_id, date, address, body, keywords, category, negative) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const fill = (device: number, owner: (typeof customers)[number], count: number, days: number) => {
    for (let i = 0; i < count; i++) {
      const m = sms(rand, owner.bank_account, owner.mobile);
      insertSms.run(
        device,
        iso(before(now, rand.int(0, days * 24) / 24)),
        m.address,
        m.body,
        JSON.stringify(m.keywords),
        m.category,
        m.negative ? 1 : 0,
      );
    }
    messages += count;
  };
  const user = (device: number, customer: number, perc: number, percentage: number) =>
    run(
      db,
      'INSERT INTO device_users (device_id, customer_id, perc, verified, percentage) VALUES (?, ?, ?, ?, ?)',
      device,
      customer,
      perc,
      percentage >= 50 ? 1 : 0,
      percentage,
    );
  const logins = (device: number, customer: number, count: number) => {
    for (let i = 0; i < count; i++) {
      run(
        db,
        'INSERT INTO device_logins (device_id, customer_id, time) VALUES (?, ?, ?)',
        device,
        customer,
        iso(before(now, rand.int(1, 400) / 2)),
      );
    }
  };
  const contacts = (device: number, count: number) => {
    for (let i = 0; i < count; i++) {
      run(
        db,
        'INSERT INTO device_contacts (device_id, name, number) VALUES (?, ?, ?)',
        device,
        rand.faker.person.fullName(),
        `${rand.int(6, 9)}${rand.digits(9)}`,
      );
    }
  };
  const trail = (device: number, customer: number, points: number) => {
    let [lat, lng] = rand.pick(CENTRES);
    for (let i = 0; i < points; i++) {
      lat += (rand.int(-100, 100) / 100_000) * 3;
      lng += (rand.int(-100, 100) / 100_000) * 3;
      run(
        db,
        'INSERT INTO device_locations (device_id, customer_id, latitude, longitude, time) VALUES (?, ?, ?, ?, ?)',
        device,
        customer,
        lat,
        lng,
        iso(before(now, points - i)),
      );
    }
  };

  // The showcase: a shared phone (owner set) and a phone of their own (owner not set).
  const [a, b, c] = customers as [
    (typeof customers)[number],
    (typeof customers)[number],
    (typeof customers)[number],
  ];
  const shared = addDevice(db, 'a1f3c9e07b2d4e51', MODELS[0]!);
  user(shared, a.id, 71.43, 82.357);
  user(shared, b.id, 19.05, 12.5);
  user(shared, c.id, 9.52, 4);
  run(
    db,
    'UPDATE devices SET owner_customer_id = ?, owner_set_by = ?, owner_set_on = ? WHERE id = ?',
    a.id,
    setter,
    iso(before(now, 12)),
    shared,
  );
  logins(shared, a.id, 6);
  logins(shared, b.id, 2);
  logins(shared, c.id, 1);
  contacts(shared, 412);
  fill(shared, a, SHOWCASE_MESSAGES, 180);
  trail(shared, a.id, 12);
  const own = addDevice(db, 'b7d20e4c91aa0f36', MODELS[1]!);
  user(own, a.id, 100, 47.25);
  logins(own, a.id, 3);
  contacts(own, 96);
  fill(own, a, 120, 90);
  devices += 2;

  for (let i = 7; i < customers.length; i += 7) {
    const owner = customers[i]!;
    const device = addDevice(
      db,
      `${rand.letters(2).toLowerCase()}${rand.digits(14)}`,
      rand.pick(MODELS),
    );
    user(device, owner.id, 100, rand.int(1000, 9999) / 100);
    logins(device, owner.id, rand.int(1, 4));
    contacts(device, rand.int(10, 60));
    fill(device, owner, rand.int(20, 60), 120);
    if (rand.chance(0.3)) trail(device, owner.id, 4);
    devices += 1;
  }
  return { devices, messages };
}
