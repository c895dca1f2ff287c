// Devices and messages (customer page → Device; spec part 1 §2-§4, §7): a customer's devices with
// owners, logins and verification, device locations, owner change, the phone book and the SMS
// (all, by category, negative, containing a mobile number) and message classification. Reading a
// device needs access to one of its customers; 'Contains Mobile' is the rule `containsMobile`.
import type { components, operations } from '../../openapi/generated/main.ts';
import type { Ctx } from '../context.ts';
import { canAccessCustomer, requireAccessibleCustomer } from '../customers.ts';
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import {
  bestDeviceIndex,
  filterCondition,
  findingsOf,
  twoDecimals,
  variantCondition,
} from '../devices.ts';
import { isGranted, type RoleFlags } from '../domain.ts';
import { badRequest, forbidden, NO_PERMISSION, notFound } from '../errors.ts';
import { staffOf } from '../http/security.ts';
import { nowIso } from '../time.ts';
import { asOf } from './loanHistory.ts';
import type { Handlers } from './types.ts';

type Ops =
  | 'listCustomerDevices'
  | 'listDeviceLocations'
  | 'setDeviceOwner'
  | 'listDeviceContacts'
  | 'listDeviceMessages'
  | 'classifyMessage'
  | 'reclassifyMessage'
  | 'unclassifyMessage';

type Device = components['schemas']['Device'];
type DeviceRow = {
  id: number;
  device_id: string;
  model: string;
  owner_customer_id: number | null;
  owner_set_by: string | null;
  owner_set_on: string | null;
};

export const OWNER_SET = 'Device owner updated';
export const CLASSIFIED = 'Message classified';
export const RECLASSIFIED = 'Message reclassified';
export const UNCLASSIFIED = 'Message classification removed';

/** A device by its id, if the caller may see one of its customers (404 otherwise, 403 if none). */
function requireDevice(db: Db, roles: RoleFlags, deviceId: string): DeviceRow {
  const device = one<DeviceRow>(db, 'SELECT * FROM devices WHERE device_id = ?', deviceId);
  if (!device) throw notFound('Device not found');
  const users = all<{ customer_id: number }>(
    db,
    'SELECT customer_id FROM device_users WHERE device_id = ?',
    device.id,
  );
  if (!users.some((u) => canAccessCustomer(db, roles, u.customer_id)))
    throw forbidden(NO_PERMISSION);
  return device;
}

function requireMessage(db: Db, roles: RoleFlags, messageId: number) {
  const message = one<{ id: number; category: string | null; device: string }>(
    db,
    `SELECT m.id, m.category, d.device_id AS device FROM device_messages m
     JOIN devices d ON d.id = m.device_id WHERE m.id = ?`,
    messageId,
  );
  if (!message) throw notFound('Message not found');
  requireDevice(db, roles, message.device);
  return message;
}

export function deviceHandlers(ctx: Ctx): Handlers<operations, Ops> {
  const { db } = ctx;

  function deviceOf(row: DeviceRow, customerId: number, at: string): Omit<Device, 'best'> {
    const owners = all<{ username: string; name: string; perc: number; customer_id: number }>(
      db,
      `SELECT c.username, c.name, u.perc, u.customer_id FROM device_users u
       JOIN customers c ON c.id = u.customer_id WHERE u.device_id = ? ORDER BY u.perc DESC, c.id`,
      row.id,
    );
    const logins = all<{ name: string; username: string; time: string }>(
      db,
      `SELECT c.name, c.username, l.time FROM device_logins l JOIN customers c ON c.id = l.customer_id
       WHERE l.device_id = ? AND l.time <= ? ORDER BY l.time DESC`,
      row.id,
      at,
    );
    const mine = one<{ verified: number; percentage: number }>(
      db,
      'SELECT verified, percentage FROM device_users WHERE device_id = ? AND customer_id = ?',
      row.id,
      customerId,
    );
    const contacts = one<{ n: number }>(
      db,
      'SELECT count(*) AS n FROM device_contacts WHERE device_id = ?',
      row.id,
    );
    return {
      device_id: row.device_id,
      model: row.model,
      profiles: owners.map(({ username, name }) => ({ username, name })),
      contacts: Number(contacts?.n ?? 0),
      login_history: logins,
      owners: owners.map((o, i) => ({
        username: o.username,
        name: o.name,
        perc: twoDecimals(o.perc),
        current_owner: o.customer_id === row.owner_customer_id,
        owner_number: i + 1,
      })),
      device_owner_set_by: row.owner_set_by,
      device_owner_set_on: row.owner_set_on,
      verification: {
        verified: mine?.verified === 1,
        percentage: twoDecimals(mine?.percentage ?? 0),
      },
    };
  }

  return {
    async listCustomerDevices(request) {
      const { roles } = staffOf(request);
      const customer = requireAccessibleCustomer(db, roles, request.params.username);
      const { at } = asOf(request.query.history_date);
      const rows = all<DeviceRow>(
        db,
        `SELECT d.* FROM devices d JOIN device_users u ON u.device_id = d.id
         WHERE u.customer_id = ? AND EXISTS (SELECT 1 FROM device_logins l
           WHERE l.device_id = d.id AND l.customer_id = u.customer_id AND l.time <= ?)
         ORDER BY (SELECT max(time) FROM device_logins l WHERE l.device_id = d.id
           AND l.customer_id = u.customer_id) DESC, d.id`,
        customer.id,
        at,
      );
      const devices = rows.map((row) => deviceOf(row, customer.id, at));
      const best = bestDeviceIndex(devices.map((d) => d.verification.percentage));
      return { devices: devices.map((d, i) => ({ ...d, best: i === best })) };
    },

    async listDeviceLocations(request) {
      const { roles } = staffOf(request);
      const customer = requireAccessibleCustomer(db, roles, request.params.username);
      const { at } = asOf(request.query.history_date);
      return {
        locations: all(
          db,
          `SELECT d.device_id, l.latitude, l.longitude, l.time FROM device_locations l
           JOIN devices d ON d.id = l.device_id WHERE l.customer_id = ? AND l.time <= ?
           ORDER BY l.time`,
          customer.id,
          at,
        ),
      };
    },

    async setDeviceOwner(request) {
      const user = staffOf(request);
      const device = requireDevice(db, user.roles, request.params.device_id);
      const owner = one<{ id: number }>(
        db,
        `SELECT c.id FROM customers c JOIN device_users u ON u.customer_id = c.id
         WHERE u.device_id = ? AND c.username = ?`,
        device.id,
        request.body.username,
      );
      if (!owner) throw badRequest('username is not a profile of this device');
      run(
        db,
        'UPDATE devices SET owner_customer_id = ?, owner_set_by = ?, owner_set_on = ? WHERE id = ?',
        owner.id,
        user.name,
        nowIso(),
        device.id,
      );
      return { msg: OWNER_SET };
    },

    async listDeviceContacts(request) {
      const device = requireDevice(db, staffOf(request).roles, request.params.device_id);
      return {
        contacts: all(
          db,
          'SELECT name, number FROM device_contacts WHERE device_id = ? ORDER BY name, id',
          device.id,
        ),
      };
    },

    async listDeviceMessages(request) {
      const { roles } = staffOf(request);
      const device = requireDevice(db, roles, request.params.device_id);
      const { filter, username, variant } = request.query;
      if (filter === 'ContainsMobile' && !isGranted(roles, 'containsMobile')) {
        throw forbidden(NO_PERMISSION);
      }
      const customer = username ? requireAccessibleCustomer(db, roles, username) : null;
      const rows = db
        .prepare(
          `SELECT m.id, m.date, m.address, m.body, m.keywords, m.category, m.negative
           FROM device_messages m WHERE m.device_id = :device${filterCondition(filter)}${variantCondition(variant)}
           ORDER BY m.date DESC, m.id DESC`,
        )
        .all(
          filter && filter !== 'Negative' && filter !== 'ContainsMobile'
            ? { device: device.id, category: filter }
            : { device: device.id },
        ) as {
        id: number;
        date: string;
        address: string;
        body: string;
        keywords: string;
        category: components['schemas']['MessageCategory'] | null;
        negative: number;
      }[];
      const profile = customer
        ? (JSON.parse(
            one<{ profile: string }>(db, 'SELECT profile FROM customers WHERE id = ?', customer.id)!
              .profile,
          ) as {
            bank_account?: string;
            alternate_bank_account?: string | null;
            pan_number?: string;
          })
        : {};
      const contacts = customer
        ? all<{ contact: string }>(
            db,
            'SELECT contact FROM alternate_contacts WHERE customer_id = ?',
            customer.id,
          ).map((c) => c.contact)
        : [];
      return {
        messages: rows.map((m) => ({
          ...m,
          keywords: JSON.parse(m.keywords) as string[],
          negative: m.negative === 1,
        })),
        found: findingsOf(
          rows.map((m) => m.body),
          {
            account: profile.bank_account ?? '',
            alternateAccount: profile.alternate_bank_account ?? '',
            pan: profile.pan_number ?? '',
            contacts,
          },
        ),
      };
    },

    async classifyMessage(request) {
      const { roles } = staffOf(request);
      const message = requireMessage(db, roles, request.params.message_id);
      if (message.device !== request.body.device_id) {
        throw badRequest('device_id is not the device of this message');
      }
      if (message.category !== null) throw badRequest('message is already classified');
      run(
        db,
        'UPDATE device_messages SET category = ? WHERE id = ?',
        request.body.category,
        message.id,
      );
      return { msg: CLASSIFIED };
    },

    async reclassifyMessage(request) {
      const message = requireMessage(db, staffOf(request).roles, request.params.message_id);
      if (message.category === null) throw badRequest('message is not classified yet');
      run(
        db,
        'UPDATE device_messages SET category = ? WHERE id = ?',
        request.body.category,
        message.id,
      );
      return { msg: RECLASSIFIED };
    },

    async unclassifyMessage(request) {
      const message = requireMessage(db, staffOf(request).roles, request.params.message_id);
      if (message.category === null) throw badRequest('message is not classified');
      run(db, 'UPDATE device_messages SET category = NULL WHERE id = ?', message.id);
      return { msg: UNCLASSIFIED };
    },
  };
}
