// Shared pieces of the contract cases: the case shape and lookups of seeded data.
import type { LightMyRequestResponse } from 'fastify';
import { demoUser } from '../../../server/seed/demoUsers.ts';
import type { Harness } from '../harness.ts';

/** A call and the status it must get. */
export type Check = () => Promise<[LightMyRequestResponse, number]>;
export type Case = { valid: Check; invalid: Check };

export const CAPTCHA = 'dev-captcha-ok';
export const admin = demoUser('is_kosh_superadmin').username;

export function lookups(h: Harness) {
  const row = <T>(sql: string, ...params: (string | number)[]) =>
    h.db.prepare(sql).get(...params) as T;
  return {
    row,
    disbursedShare: () =>
      row<{ loan_id: number; username: string }>(
        `SELECT s.loan_id, c.username FROM loan_shares s JOIN customers c ON c.id = s.customer_id
         WHERE s.status = 'loan_disbursed' ORDER BY s.id LIMIT 1`,
      ),
    customerWithVersions: () =>
      row<{ username: string; history_date: string }>(
        `SELECT c.username, v.history_date FROM profile_versions v
         JOIN customers c ON c.id = v.customer_id ORDER BY v.id LIMIT 1`,
      ),
    someCustomer: (offset = 0) =>
      row<{ username: string }>(
        'SELECT username FROM customers ORDER BY id LIMIT 1 OFFSET ?',
        offset,
      ).username,
    otpFor: async (phone: string) => {
      await h.call('requestOtp', { token: null, body: { phone, otpMode: 'SMS', token: CAPTCHA } });
      return (await h.call('peekOtp', { token: null, query: { phone } })).json() as {
        otp: string;
        requestId: string;
      };
    },
  };
}
