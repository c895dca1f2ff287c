// Bureau and credit profile: the seeded records, reading as of a version, the CRIF pull (a new
// record, the report on file, saved once per key, who may pull) and the scores of each item.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedReport } from '../../server/bureau.ts';
import { itemsOf, SCALES, scoreItem, scoreProfile, WEIGHTS } from '../../server/creditScore.ts';
import { NO_PERMISSION } from '../../server/errors.ts';
import { CRIF_PULLED } from '../../server/handlers/bureau.ts';
import { NO_BUREAU_ID, SHOWCASE_CREDIT_VALUES } from '../../server/seed/bureau.ts';
import { DEMO_USERS } from '../../server/seed/demoUsers.ts';
import { CREDIT_WEIGHTS, creditItemsOf } from '../../src/domain/creditScore.ts';
import { SHOWCASE } from './cases/bureau.ts';
import { assertMatches } from './contract.ts';
import { type Harness, startServer } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());

const usernameOf = (id: number) =>
  (h.db.prepare('SELECT username FROM customers WHERE id = ?').get(id) as { username: string })
    .username;
const bureau = (username = SHOWCASE, query: Record<string, string> = {}, token?: string) =>
  h.call('getCustomerBureau', { params: { username }, query, ...(token ? { token } : {}) });
const credit = (username = SHOWCASE, query: Record<string, string> = {}) =>
  h.call('getCreditScoreDetails', { params: { username }, query });

describe('getCustomerBureau', () => {
  it("answers the showcase's newest pull, its counts derived from its accounts and enquiries", async () => {
    const res = await bureau();
    expect(res.statusCode, res.body).toBe(200);
    assertMatches('getCustomerBureau', 200, res.json());
    const { cibil_data: cibil, bureau_data: data } = res.json();
    expect(cibil.user).toBe(SHOWCASE);
    expect(cibil.score).toBe(742);
    expect(cibil.account_number).toBe(data.accounts.length);
    expect(cibil.enquiry_number).toBe(data.enquiries.length);
    expect([cibil.enquiry_30_days, cibil.enquiry_12_months, cibil.enquiry_24_months]).toEqual([
      1, 2, 3,
    ]);
    expect(cibil.recent_enquiry_date).toBe(data.enquiries[0].enquiry_date);
    expect(cibil.cibil_report_url).toBe(`/api/v1/customers/${SHOWCASE}/crif-report/file`);
    expect(new Set(data.accounts.map((a: { account_status: string }) => a.account_status))).toEqual(
      new Set(['Active', 'Closed', 'Settled']),
    );
  });

  it('answers nulls for a customer with no bureau record', async () => {
    const res = await bureau(usernameOf(NO_BUREAU_ID));
    expect(res.json()).toEqual({ cibil_data: null, bureau_data: null });
  });

  it('answers the pull of the day of a saved version, or nulls before the first', async () => {
    const pulls = h.db
      .prepare('SELECT pulled_at, score FROM bureau_pulls WHERE customer_id = 1 ORDER BY pulled_at')
      .all() as { pulled_at: string; score: number }[];
    const between = new Date(Date.parse(pulls[0]!.pulled_at) + 86_400_000).toISOString();
    const old = (await bureau(SHOWCASE, { history_date: between })).json();
    expect(old.cibil_data.crif_pull_date).toBe(pulls[0]!.pulled_at);
    expect(old.cibil_data.score).toBe(pulls[0]!.score);
    const before = (await bureau(SHOWCASE, { history_date: '2000-01-01T00:00:00Z' })).json();
    expect(before).toEqual({ cibil_data: null, bureau_data: null });
  });

  it('answers bad input with 400, unknown customers with 404, no token with 401', async () => {
    const bad = await bureau(SHOWCASE, { history_date: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/history_date/);
    expect((await bureau('6000000000')).statusCode).toBe(404);
    expect((await bureau('12')).statusCode).toBe(400);
    const anonymous = await h.call('getCustomerBureau', {
      params: { username: SHOWCASE },
      token: null,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('pullCrif', () => {
  it('makes a new record dated now, this pull its newest enquiry, and puts a report on file', async () => {
    const username = usernameOf(NO_BUREAU_ID);
    const token = h.tokenOf('is_credit_underwriter');
    const started = new Date().toISOString();
    const res = await h.call('pullCrif', { params: { username }, token });
    expect(res.statusCode, res.body).toBe(200);
    assertMatches('pullCrif', 200, res.json());
    expect(res.json().message).toBe(CRIF_PULLED);
    expect(res.json().crif_pull_date >= started).toBe(true);
    const { cibil_data: cibil, bureau_data: data } = (await bureau(username)).json();
    expect(cibil.crif_pull_date).toBe(res.json().crif_pull_date);
    expect(data.enquiries[0]).toMatchObject({ lender_name: 'Kosh Finance', amount: null });
    expect(cibil.cibil_report_url).toBe(`/api/v1/customers/${username}/crif-report/file`);
    const report = await h.call('downloadCrifReport', { params: { username } });
    expect(report.statusCode).toBe(200);
    // A second pull carries the report forward with one more enquiry.
    const again = await h.call('pullCrif', { params: { username }, token });
    const next = (await bureau(username)).json();
    expect(next.cibil_data.crif_pull_date).toBe(again.json().crif_pull_date);
    expect(next.cibil_data.enquiry_number).toBe(cibil.enquiry_number + 1);
    expect(next.bureau_data.accounts).toEqual(data.accounts);
  });

  it('pulls once per Idempotency-Key', async () => {
    const count = () =>
      (
        h.db.prepare('SELECT count(*) AS n FROM bureau_pulls WHERE customer_id = 1').get() as {
          n: number;
        }
      ).n;
    const before = count();
    const send = () =>
      h.app.inject({
        method: 'POST',
        url: `/api/v1/customers/${SHOWCASE}/crif-pull`,
        headers: {
          authorization: `Bearer ${h.tokenOf('is_kosh_superadmin')}`,
          'idempotency-key': 'crif-pull-test-0001',
        },
      });
    const first = await send();
    const second = await send();
    expect(second.json()).toEqual(first.json());
    expect(count()).toBe(before + 1);
  });

  it('is refused to roles outside the rule (403) and to read-only users', async () => {
    const refused = await h.call('pullCrif', {
      params: { username: SHOWCASE },
      token: h.tokenOf('is_recovery_manager'),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(NO_PERMISSION);
    const readOnly = await h.call('pullCrif', {
      params: { username: SHOWCASE },
      token: h.tokenOf('is_read_only'),
    });
    expect(readOnly.statusCode).toBe(403);
    expect((await h.call('pullCrif', { params: { username: '6000000000' } })).statusCode).toBe(404);
  });
});

describe('who may pull (rule pullCrif)', () => {
  it('lets exactly admins, credit underwriters and credit managers pull', async () => {
    const allowed = new Set(['is_kosh_superadmin', 'is_credit_underwriter', 'is_credit_manager']);
    for (const user of DEMO_USERS) {
      if (user.flag === null) continue;
      const res = await h.call('pullCrif', {
        params: { username: SHOWCASE },
        token: h.tokenOf({ username: user.username }),
      });
      expect(res.statusCode, user.flag).toBe(allowed.has(user.flag) ? 200 : 403);
    }
  });
});

describe('getCreditScoreDetails', () => {
  it("scores every item of the showcase from its value and weight; the total is the scores' sum", async () => {
    const res = await credit();
    expect(res.statusCode, res.body).toBe(200);
    assertMatches('getCreditScoreDetails', 200, res.json());
    const profile = res.json().credit_profile;
    let sum = 0;
    for (const group of ['cibil_data', 'repeated_customer_data', 'profile_data'] as const) {
      expect(Object.keys(profile[group])).toEqual(creditItemsOf(group));
      for (const item of itemsOf(group)) {
        const { value, score } = profile[group][item];
        expect(value).toBe(SHOWCASE_CREDIT_VALUES[item]);
        expect(score).toBe(scoreItem(item, value));
        expect(score).toBeLessThanOrEqual(WEIGHTS[item]);
        sum += score;
      }
    }
    expect(profile.total_score).toBeCloseTo(sum, 5);
  });

  it('answers null for a customer never scored, and the older profile as of a saved version', async () => {
    expect((await credit(usernameOf(NO_BUREAU_ID))).json()).toEqual({ credit_profile: null });
    const oldest = h.db
      .prepare('SELECT min(computed_at) AS at FROM credit_profiles WHERE customer_id = 1')
      .get() as { at: string };
    const old = (await credit(SHOWCASE, { history_date: oldest.at })).json().credit_profile;
    expect(old.computed_at).toBe(oldest.at);
    expect(old.repeated_customer_data.no_of_repayments).toEqual({ value: null, score: 0 });
  });
});

describe('scoring (spec part 1 §9)', () => {
  it('uses the weights the spec names, shared with the client', () => {
    expect(WEIGHTS).toEqual(CREDIT_WEIGHTS);
    expect(WEIGHTS).toMatchObject({
      blacklisted_contacts: 10,
      dpd_contacts_perc: 20,
      sms_device_verification: 30,
      credit_score: 30,
      max_dpd_in_last_3_months: 30,
      foir_score: 0,
      users_on_device: 5,
    });
    for (const [item, weight] of Object.entries(WEIGHTS)) {
      if (
        ![
          'blacklisted_contacts',
          'dpd_contacts_perc',
          'sms_device_verification',
          'credit_score',
          'max_dpd_in_last_3_months',
          'foir_score',
          'users_on_device',
        ].includes(item)
      ) {
        expect([10, 20], item).toContain(weight);
      }
      expect(SCALES[item as keyof typeof SCALES], item).toBeDefined();
    }
  });

  it('scores along each scale, clamped, to one decimal; a check all or nothing; unknown nothing', () => {
    expect(scoreItem('credit_score', 900)).toBe(30);
    expect(scoreItem('credit_score', 300)).toBe(0);
    expect(scoreItem('credit_score', 742)).toBe(22.1);
    expect(scoreItem('credit_score', 950)).toBe(30);
    expect(scoreItem('max_dpd_in_last_3_months', 0)).toBe(30);
    expect(scoreItem('max_dpd_in_last_3_months', 60)).toBe(0);
    expect(scoreItem('users_on_device', 2)).toBe(3.3);
    expect(scoreItem('sms_device_verification', true)).toBe(30);
    expect(scoreItem('sms_device_verification', false)).toBe(0);
    expect(scoreItem('foir_score', 20)).toBe(0);
    expect(scoreItem('contacts', null)).toBe(0);
    expect(scoreProfile({}).total_score).toBe(0);
  });

  it('simulates the same first report for the same customer and day', () => {
    expect(simulatedReport(9, '2026-01-01')).toEqual(simulatedReport(9, '2026-01-01'));
  });
});
