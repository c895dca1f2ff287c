// The device panel's profile variant and summary dialog (spec part 1 §2, §7): a customer's device
// data one kind at a time (profile-info-view), the contacts sync from their devices' phone books
// (rule `syncContacts`), and a device user's summary with their loans as their instalments stand.
import type { components, operations } from '../../openapi/generated/main.ts';
import type { Ctx } from '../context.ts';
import { requireAccessibleCustomer } from '../customers.ts';
import { transaction } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import { isGranted } from '../domain.ts';
import { badRequest, forbidden, NO_PERMISSION } from '../errors.ts';
import { staffOf } from '../http/security.ts';
import { nowIso } from '../time.ts';
import { asOf, dpdOf } from './loanHistory.ts';
import type { Handlers } from './types.ts';

type Ops = 'getProfileInfoView' | 'syncUserContacts' | 'getDeviceUsersSummary';
type Summary = components['schemas']['DeviceUserSummary'];

export const CONTACTS_SYNCED = 'Contacts synced';
export const NOTHING_TO_SYNC = 'No contacts on this customer’s devices to sync';

/** The customer's devices (every one they logged in on), as a condition on `device_id`. */
const MY_DEVICES = 'SELECT device_id FROM device_users WHERE customer_id = :customer';

const UNPAID = '(i.paid_at IS NULL OR i.paid_at > :at)';
const PAID = '(i.paid_at IS NOT NULL AND i.paid_at <= :at)';

const SUMMARY_LOANS = `
  SELECT l.status, l.id AS loan_id,
    (SELECT COALESCE(sum(i.paid_amount), 0) FROM share_instalments i
      WHERE i.loan_share_id = s.id AND ${PAID}) AS total_paid,
    (SELECT COALESCE(sum(i.amount), 0) FROM share_instalments i
      WHERE i.loan_share_id = s.id AND ${UNPAID}) AS total_remaining,
    ${dpdOf('s.id')} AS dpd
  FROM loan_shares s JOIN loans l ON l.id = s.loan_id
  WHERE s.customer_id = :customer AND l.status <> 'rejected'
  ORDER BY l.created_at DESC, l.id DESC`;

const round2 = (n: number) => Math.round(n * 100) / 100;

export function deviceProfileHandlers(ctx: Ctx): Handlers<operations, Ops> {
  const { db } = ctx;

  return {
    async getProfileInfoView(request) {
      const customer = requireAccessibleCustomer(
        db,
        staffOf(request).roles,
        request.params.username,
      );
      const params = { customer: customer.id };
      switch (request.query.data_required) {
        case 'messages': {
          const rows = all<{
            id: number;
            device_id: string;
            date: string;
            address: string;
            body: string;
            category: components['schemas']['MessageCategory'] | null;
            negative: number;
          }>(
            db,
            `SELECT m.id, d.device_id, m.date, m.address, m.body, m.category, m.negative
             FROM device_messages m JOIN devices d ON d.id = m.device_id
             WHERE m.device_id IN (${MY_DEVICES}) ORDER BY m.date DESC, m.id DESC`,
            params,
          );
          return {
            data_required: 'messages' as const,
            messages: rows.map((m) => ({ ...m, negative: m.negative === 1 })),
          };
        }
        case 'contacts':
          return {
            data_required: 'contacts' as const,
            contacts: all(
              db,
              `SELECT name, number, synced_at FROM phone_contacts WHERE customer_id = :customer
               ORDER BY name, number`,
              params,
            ),
          };
        default:
          return {
            data_required: 'locations' as const,
            locations: all(
              db,
              `SELECT d.device_id, l.latitude, l.longitude, l.time FROM device_locations l
               JOIN devices d ON d.id = l.device_id WHERE l.customer_id = :customer
               ORDER BY l.time`,
              params,
            ),
          };
      }
    },

    async syncUserContacts(request) {
      const { roles } = staffOf(request);
      if (!isGranted(roles, 'syncContacts')) throw forbidden(NO_PERMISSION);
      const customer = requireAccessibleCustomer(db, roles, request.params.username);
      // One name per number: the first by name across the devices.
      const found = all<{ name: string; number: string }>(
        db,
        `SELECT min(name) AS name, number FROM device_contacts
         WHERE device_id IN (${MY_DEVICES}) AND length(number) = 10 AND number NOT GLOB '*[^0-9]*'
         GROUP BY number`,
        { customer: customer.id },
      );
      if (!found.length) throw badRequest(NOTHING_TO_SYNC);
      const at = nowIso();
      transaction(db, () => {
        for (const c of found) {
          run(
            db,
            `INSERT INTO phone_contacts (customer_id, name, number, synced_at) VALUES (?, ?, ?, ?)
             ON CONFLICT (customer_id, number) DO UPDATE SET name = excluded.name,
             synced_at = excluded.synced_at`,
            customer.id,
            c.name,
            c.number,
            at,
          );
        }
      });
      return { msg: CONTACTS_SYNCED, synced: found.length };
    },

    async getDeviceUsersSummary(request) {
      const customer = requireAccessibleCustomer(
        db,
        staffOf(request).roles,
        request.params.username,
      );
      const { at, day } = asOf(undefined);
      const level = one<{ blacklist_level: number }>(
        db,
        'SELECT blacklist_level FROM blacklist WHERE customer_id = ?',
        customer.id,
      );
      const loans = all<Summary['loans'][number]>(db, SUMMARY_LOANS, {
        customer: customer.id,
        at,
        day,
      });
      return {
        username: customer.username,
        name: customer.name,
        blacklist_level: Number(level?.blacklist_level ?? 0),
        loans: loans.map((l) => ({
          ...l,
          total_paid: round2(l.total_paid),
          total_remaining: round2(l.total_remaining),
        })),
      };
    },
  };
}
