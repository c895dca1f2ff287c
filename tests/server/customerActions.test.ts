// Customer 360 Actions tab: early-pay amounts from the seeded terms, the CRIF report and its file,
// the call-detail lookup, bad input and who may use them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISBURSED_FAMILY } from '../../server/domain.ts';
import { crifPdf, daysBetween, EARLY_PAY_STATUSES, earlyPayAmount } from '../../server/earlyPay.ts';
import { NO_PERMISSION } from '../../server/errors.ts';
import {
  BEFORE_DISBURSAL,
  NO_SHARE,
  NOT_SELECTABLE,
} from '../../server/handlers/customerActions.ts';
import { NO_REPORT_ID } from '../../server/seed/customerActions.ts';
import { SHOWCASE } from './cases/customerActions.ts';
import { assertMatches } from './contract.ts';
import { type Harness, startServer } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());

type Share = {
  loan_id: number;
  status: string;
  amount: number;
  disbursal_date: string;
  annual_rate: number;
  paid_amount: number;
};
const showcaseShares = () =>
  h.db
    .prepare(
      `SELECT s.loan_id, l.status, s.amount, l.disbursal_date, t.annual_rate, t.paid_amount
       FROM loan_shares s JOIN loans l ON l.id = s.loan_id
         LEFT JOIN loan_share_terms t ON t.loan_share_id = s.id
       WHERE s.customer_id = 1 ORDER BY s.id`,
    )
    .all() as Share[];
const earlyPay = (query: Record<string, string | number>, username = SHOWCASE, token?: string) =>
  h.call('getEarlyPayAmount', { params: { username }, query, ...(token ? { token } : {}) });

describe('the seed', () => {
  it('gives the showcase customer (user id 1) a selectable loan with terms, a report and a case', () => {
    const row = h.db.prepare('SELECT username FROM customers WHERE id = 1').get() as {
      username: string;
    };
    expect(row.username).toBe(SHOWCASE);
    const selectable = showcaseShares().filter((s) =>
      EARLY_PAY_STATUSES.includes(s.status as never),
    );
    expect(selectable.length).toBeGreaterThan(0);
    for (const share of selectable) expect(share.annual_rate).toBeGreaterThan(0);
    const report = h.db.prepare('SELECT 1 FROM crif_reports WHERE customer_id = 1').get();
    expect(report).toBeTruthy();
    const none = h.db.prepare('SELECT 1 FROM crif_reports WHERE customer_id = ?').get(NO_REPORT_ID);
    expect(none).toBeUndefined();
  });
});

describe('the early-pay formula', () => {
  const terms = { principal: 10_000, annualRate: 0.24, paid: 2_000, disbursalDate: '2026-01-01' };
  it('adds simple interest to the date and takes off what was paid, in paise', () => {
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
    expect(earlyPayAmount(terms, '2026-01-01')).toBe(8_000);
    expect(earlyPayAmount(terms, '2026-03-01')).toBe(8_387.95);
  });
  it('is never below zero', () => {
    expect(earlyPayAmount({ ...terms, paid: 50_000 }, '2026-03-01')).toBe(0);
  });
  it('selects exactly the disbursed family (spec part 1 §4)', () => {
    expect([...EARLY_PAY_STATUSES].sort()).toEqual(
      ['completed', 'loan_disbursed', 'settled', 'written_off'].sort(),
    );
    expect(EARLY_PAY_STATUSES).toBe(DISBURSED_FAMILY);
  });
});

describe('getEarlyPayAmount', () => {
  it('answers the amount of a selectable share, matching the contract and the formula', async () => {
    const share = showcaseShares().find((s) => s.status === 'loan_disbursed')!;
    const date = '2099-01-01';
    const res = await earlyPay({ loan_id: share.loan_id, date });
    expect(res.statusCode, res.body).toBe(200);
    assertMatches('getEarlyPayAmount', 200, res.json());
    expect(res.json()).toEqual({
      loan_id: share.loan_id,
      date,
      early_pay_amount: earlyPayAmount(
        {
          principal: share.amount,
          annualRate: share.annual_rate,
          paid: share.paid_amount,
          disbursalDate: share.disbursal_date.slice(0, 10),
        },
        date,
      ),
    });
  });

  it('answers bad input with 400 and a clear error', async () => {
    const share = showcaseShares().find((s) => s.status === 'loan_disbursed')!;
    const cases: [Record<string, string | number>, RegExp | string][] = [
      [{ date: '2099-01-01' }, /loan_id/],
      [{ loan_id: share.loan_id }, /date/],
      [{ loan_id: 'abc', date: '2099-01-01' }, /loan_id/],
      [{ loan_id: share.loan_id, date: '01/01/2099' }, /date/],
      [{ loan_id: share.loan_id, date: '1990-01-01' }, BEFORE_DISBURSAL],
      [{ loan_id: 999_999_999, date: '2099-01-01' }, NO_SHARE],
    ];
    for (const [query, error] of cases) {
      const res = await earlyPay(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      assertMatches('getEarlyPayAmount', 400, res.json());
      expect(res.json().error).toMatch(error);
    }
  });

  it('refuses a loan that is not selectable for early pay', async () => {
    const row = h.db
      .prepare(
        `SELECT s.loan_id, l.status, c.username FROM loan_shares s
         JOIN loans l ON l.id = s.loan_id JOIN customers c ON c.id = s.customer_id
         WHERE l.status = 'ready_for_review' ORDER BY s.id LIMIT 1`,
      )
      .get() as { loan_id: number; status: string; username: string };
    const res = await earlyPay({ loan_id: row.loan_id, date: '2099-01-01' }, row.username);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(NOT_SELECTABLE('ready_for_review'));
  });

  it('refuses lender read-only users (403) and unknown customers (404)', async () => {
    const share = showcaseShares().find((s) => s.status === 'loan_disbursed')!;
    const query = { loan_id: share.loan_id, date: '2099-01-01' };
    const refused = await earlyPay(query, SHOWCASE, h.tokenOf('is_lender_read_only'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(NO_PERMISSION);
    expect((await earlyPay(query, '6000000000')).statusCode).toBe(404);
    expect(
      (await h.call('getEarlyPayAmount', { token: null, params: { username: SHOWCASE }, query }))
        .statusCode,
    ).toBe(401);
  });
});

describe('the CRIF report', () => {
  it('gives the address of the file, which is a PDF served with the caller checked', async () => {
    const res = await h.call('getCrifReport', { params: { username: SHOWCASE } });
    expect(res.statusCode).toBe(200);
    assertMatches('getCrifReport', 200, res.json());
    const url = res.json().cibil_report_url as string;
    expect(url).toBe(`/api/v1/customers/${SHOWCASE}/crif-report/file`);
    const file = await h.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${h.tokenOf('is_credit_underwriter')}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(file.rawPayload.toString('latin1')).toContain(`CRIF report of ${SHOWCASE}`);
    const anonymous = await h.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is null for a customer without one, whose file is 404', async () => {
    const { username } = h.db
      .prepare('SELECT username FROM customers WHERE id = ?')
      .get(NO_REPORT_ID) as { username: string };
    const res = await h.call('getCrifReport', { params: { username } });
    expect(res.json()).toEqual({ cibil_report_url: null });
    const file = await h.call('downloadCrifReport', { params: { username } });
    expect(file.statusCode).toBe(404);
    assertMatches('downloadCrifReport', 404, file.json());
  });

  it('is a well-formed PDF: the xref points at each object', () => {
    const pdf = crifPdf('8157415868', '2026-01-01T00:00:00.000Z').toString('latin1');
    const start = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(start, start + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`);
    });
  });

  it('is refused to lender read-only users', async () => {
    const res = await h.call('getCrifReport', {
      params: { username: SHOWCASE },
      token: h.tokenOf('is_lender_read_only'),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('lookupCallDetails', () => {
  it("finds the showcase's open soft-call case and no recovery case", async () => {
    const res = await h.call('lookupCallDetails', { query: { customer_number: SHOWCASE } });
    expect(res.statusCode).toBe(200);
    assertMatches('lookupCallDetails', 200, res.json());
    const open = h.db
      .prepare(
        `SELECT id FROM soft_calls WHERE customer_id = 1 AND status <> 'done'
         ORDER BY created_at DESC, id DESC LIMIT 1`,
      )
      .get() as { id: number };
    expect(res.json()).toEqual({ soft_call_id: open.id, rec_assign_id: null });
  });

  it('answers null for a customer without an open case', async () => {
    const { username } = h.db
      .prepare(
        `SELECT username FROM customers c WHERE NOT EXISTS (SELECT 1 FROM soft_calls s
           WHERE s.customer_id = c.id AND s.status <> 'done') ORDER BY id LIMIT 1`,
      )
      .get() as { username: string };
    const res = await h.call('lookupCallDetails', { query: { customer_number: username } });
    expect(res.json()).toEqual({ soft_call_id: null, rec_assign_id: null });
  });

  it('refuses bad numbers, unknown customers and lender read-only users', async () => {
    const bad = await h.call('lookupCallDetails', { query: { customer_number: 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/customer_number/);
    const unknown = await h.call('lookupCallDetails', { query: { customer_number: '6000000000' } });
    expect(unknown.statusCode).toBe(404);
    const refused = await h.call('lookupCallDetails', {
      query: { customer_number: SHOWCASE },
      token: h.tokenOf('is_lender_read_only'),
    });
    expect(refused.statusCode).toBe(403);
  });
});
