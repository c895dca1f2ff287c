// Customer search and the customer 360: access, profile (current or a version), activity.
import type { components, operations } from '../../openapi/generated/main.ts';
import type { Ctx } from '../context.ts';
import {
  BLACKLISTED_SQL,
  canAccessCustomer,
  customerListFilter,
  nameContains,
  prefixBounds,
  requireAccessibleCustomer,
  requireAccessibleCustomerById,
  requireCustomer,
  startsWith,
} from '../customers.ts';
import { all, one } from '../db/statements.ts';
import { BLACKLIST_FEATURES } from '../domain.ts';
import { badRequest, notFound } from '../errors.ts';
import { staffOf } from '../http/security.ts';
import type { Handlers } from './types.ts';

type CustomerOps =
  | 'listCustomers'
  | 'checkCustomerAccess'
  | 'getCustomerByUserId'
  | 'getCustomerProfile'
  | 'listProfileVersions'
  | 'getCustomerActivity';
type CustomerProfile = components['schemas']['CustomerProfile'];
type CallRow = { created_at: string; status: string };

const SEARCH_COLUMNS = {
  username: 'c.username',
  pan: 'c.pan_number',
  account_number: 'c.bank_account',
} as const;

export function customerHandlers(ctx: Ctx): Handlers<operations, CustomerOps> {
  const { db } = ctx;
  return {
    async listCustomers(request) {
      const { roles } = staffOf(request);
      const { start = 0, entries = 14, search_type } = request.query;
      const search = request.query.search_string?.trim() ?? '';
      // Only the customers the caller may open (investors: none; lenders: their borrowers).
      const access = customerListFilter(roles);
      if (access === 'none') return { count: 0, results: [] };
      const where: string[] = access ? [access] : [];
      const params: (string | number)[] = [];
      if (search) {
        // Identifiers match from their start; without a type the name may match anywhere.
        const bounds = prefixBounds(search.toUpperCase());
        if (search_type) {
          where.push(startsWith(SEARCH_COLUMNS[search_type]));
          params.push(...bounds);
        } else {
          const [byName, nameParam] = nameContains(search);
          where.push(`c.id IN (
            SELECT id FROM customers c WHERE ${startsWith('c.username')}
            UNION ALL SELECT id FROM customers c WHERE ${startsWith('c.pan_number')}
            UNION ALL SELECT id FROM customers c WHERE ${startsWith('c.bank_account')}
            UNION ALL ${byName})`);
          params.push(...bounds, ...bounds, ...bounds, nameParam);
        }
      }
      const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
      const count = Number(
        one<{ n: number }>(db, `SELECT count(*) AS n FROM customers c${clause}`, ...params)?.n,
      );
      // The page is chosen first; only its rows look up their blacklist (CROSS JOIN: the page
      // stays the outer loop whatever the planner guesses of a bound LIMIT).
      const rows = all<{ blacklisted: number } & Record<string, string>>(
        db,
        `WITH page AS (SELECT c.id FROM customers c${clause}
           ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?)
         SELECT c.username, c.name, c.mobile, c.pan_number, c.bank_account, c.city,
           ${BLACKLISTED_SQL} AS blacklisted
         FROM page CROSS JOIN customers c ON c.id = page.id ORDER BY c.created_at DESC, c.id DESC`,
        ...params,
        entries,
        start,
      );
      return {
        count,
        results: rows.map((row) => ({
          username: row.username!,
          name: row.name!,
          mobile: row.mobile!,
          pan_number: row.pan_number ?? null,
          bank_account: row.bank_account ?? null,
          city: row.city ?? null,
          blacklisted: row.blacklisted === 1,
        })),
      };
    },

    async checkCustomerAccess(request) {
      const { roles } = staffOf(request);
      const customer = requireCustomer(db, request.params.username);
      return { allowed: canAccessCustomer(db, roles, customer.id) };
    },

    async getCustomerByUserId(request) {
      const { roles } = staffOf(request);
      const customer = requireAccessibleCustomerById(db, roles, request.params.user_id);
      return { username: customer.username };
    },

    async getCustomerProfile(request) {
      const { roles } = staffOf(request);
      const customer = requireAccessibleCustomer(db, roles, request.params.username);
      const { history_date } = request.query;
      if (!history_date) {
        const flags = one<Record<string, number>>(
          db,
          `SELECT ${BLACKLIST_FEATURES.join(', ')} FROM blacklist WHERE customer_id = ?`,
          customer.id,
        );
        const blacklisted = BLACKLIST_FEATURES.some((f) => flags !== undefined && flags[f] === 0);
        return { ...(JSON.parse(customer.profile) as CustomerProfile), blacklisted };
      }
      const at = new Date(history_date);
      if (Number.isNaN(at.getTime())) throw badRequest('history_date must be a date-time');
      const version = one<{ profile: string }>(
        db,
        'SELECT profile FROM profile_versions WHERE customer_id = ? AND history_date = ?',
        customer.id,
        at.toISOString(),
      );
      if (!version) throw notFound('No profile version at this history_date');
      return JSON.parse(version.profile) as CustomerProfile;
    },

    async listProfileVersions(request) {
      const { roles } = staffOf(request);
      const customer = requireAccessibleCustomer(db, roles, request.params.username);
      const versions = all<{ history_date: string }>(
        db,
        'SELECT history_date FROM profile_versions WHERE customer_id = ? ORDER BY history_date DESC',
        customer.id,
      );
      return { versions: versions.map((v) => ({ history_date: v.history_date })) };
    },

    async getCustomerActivity(request) {
      const { roles } = staffOf(request);
      const customer = requireAccessibleCustomer(db, roles, request.params.username);
      const id = customer.id;
      const count = (sql: string) => Number(one<{ n: number }>(db, sql, id)?.n ?? 0);
      const calls = (kind: 'soft' | 'dpd') =>
        all<CallRow>(
          db,
          `SELECT created_at, status FROM soft_calls WHERE customer_id = ? AND kind = '${kind}'
           ORDER BY created_at DESC`,
          id,
        ).map((row) => ({ created_at: row.created_at, status: row.status }));
      const restricted = one<{ enable_profile: number }>(
        db,
        'SELECT enable_profile FROM blacklist WHERE customer_id = ?',
        id,
      );
      return {
        complaints_by_customer: count(
          'SELECT count(*) AS n FROM complaints WHERE raised_by_id = ?',
        ),
        complaints_against_customer: count(
          'SELECT count(*) AS n FROM complaints WHERE customer_id = ?',
        ),
        profile_restricted: restricted?.enable_profile === 0,
        first_login: customer.first_login,
        last_login: customer.last_login,
        last_location:
          customer.last_latitude !== null && customer.last_longitude !== null
            ? { latitude: customer.last_latitude, longitude: customer.last_longitude }
            : null,
        cs_calls_raised: all<{
          id: number;
          status: string;
          created_at: string;
          last_updated: string;
        }>(
          db,
          `SELECT id, status, created_at, last_updated FROM support_calls WHERE customer_id = ?
           ORDER BY created_at DESC`,
          id,
        ).map((row) => ({
          id: row.id,
          name: customer.name,
          mobile: customer.mobile,
          status: row.status,
          created_at: row.created_at,
          last_updated: row.last_updated,
        })),
        soft_calls: calls('soft'),
        dpd_calls: calls('dpd'),
        messages_sent: all<{ type: string; medium: string; count: number }>(
          db,
          'SELECT type, medium, count FROM messages_sent WHERE customer_id = ? ORDER BY id',
          id,
        ).map((row) => ({ type: row.type, medium: row.medium, count: row.count })),
      };
    },
  };
}
