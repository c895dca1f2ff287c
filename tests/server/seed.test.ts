// The database: migrations, and a seed that covers every role, status and escalation group.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrate, openDatabase } from '../../server/db/database.ts';
import {
  CONTACT_RELATIONS,
  ESCALATION_GROUPS,
  LOAN_SHARE_STATUSES,
  LOAN_STATUSES,
  ROLE_FLAGS,
} from '../../server/domain.ts';
import { DEMO_USERS } from '../../server/seed/demoUsers.ts';
import { seed, seedIfEmpty } from '../../server/seed/index.ts';

let db: Db;
beforeAll(() => {
  db = openDatabase(':memory:');
  migrate(db);
  seed(db);
});
afterAll(() => db.close());

const values = (sql: string) =>
  db
    .prepare(sql)
    .all()
    .map((row) => Object.values(row)[0]);

describe('migrations', () => {
  it('are applied once, in order, and recorded', () => {
    expect(migrate(db)).toEqual([]);
    const recorded = values('SELECT name FROM schema_migrations ORDER BY version');
    expect(recorded).toEqual([...recorded].sort());
    expect(recorded[0]).toBe('001_staff.sql');
  });

  it('use WAL for database files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kosh-db-'));
    const file = openDatabase(join(dir, 'nested', 'kosh.sqlite'));
    try {
      expect(file.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
      expect(migrate(file).length).toBeGreaterThan(0);
    } finally {
      file.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('seed', () => {
  it('has a demo login for every role flag, one without a staff profile, and two callers', () => {
    for (const flag of ROLE_FLAGS) {
      const holder = DEMO_USERS.find((user) => user.flag === flag);
      expect(holder, flag).toBeDefined();
      const row = db
        .prepare(
          `SELECT s.${flag} AS has FROM users u JOIN staff_profiles s ON s.user_id = u.id WHERE u.username = ?`,
        )
        .get(holder!.username);
      expect(row, flag).toEqual({ has: 1 });
    }
    const noProfile = DEMO_USERS.find((user) => user.flag === null)!;
    expect(
      db.prepare('SELECT 1 AS x FROM users WHERE username = ?').get(noProfile.username),
    ).toBeTruthy();
    expect(
      db
        .prepare(
          'SELECT 1 FROM staff_profiles s JOIN users u ON u.id = s.user_id WHERE u.username = ?',
        )
        .get(noProfile.username),
    ).toBeUndefined();
    const callers = values(
      'SELECT u.username FROM staff_profiles s JOIN users u ON u.id = s.user_id WHERE s.is_reminder_agent = 1 AND s.telecmi_username IS NOT NULL',
    );
    expect(callers.length).toBeGreaterThanOrEqual(2);
  });

  it('has at least 10,000 loans over every loan and loan-share status, within 18 months', () => {
    expect(values('SELECT count(*) FROM loans')[0]).toBeGreaterThanOrEqual(10_000);
    expect(values('SELECT DISTINCT status FROM loans ORDER BY 1')).toEqual(
      [...LOAN_STATUSES].sort(),
    );
    expect(values('SELECT DISTINCT status FROM loan_shares ORDER BY 1')).toEqual(
      [...LOAN_SHARE_STATUSES].sort(),
    );
    const oldest = new Date(String(values('SELECT min(created_at) FROM loans')[0]));
    const months = (Date.now() - oldest.getTime()) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(15);
    expect(months).toBeLessThanOrEqual(18.5);
    expect(
      values(
        "SELECT count(*) FROM loans WHERE leader_id IS NULL OR default_lender IS NULL AND status = 'loan_disbursed'",
      )[0],
    ).toBe(0);
  });

  it('has managers in every escalation group, soft-call queues and blacklist records', () => {
    expect(values('SELECT DISTINCT role FROM manager_roles ORDER BY 1')).toEqual(
      [...ESCALATION_GROUPS].sort(),
    );
    const queues = values(
      "SELECT count(*) FROM soft_calls sc JOIN staff_profiles s ON s.user_id = sc.agent_id WHERE s.is_reminder_agent = 1 AND sc.status = 'pending'",
    );
    expect(queues[0]).toBeGreaterThan(20);
    expect(values('SELECT count(*) FROM blacklist WHERE refer_loan = 0')[0]).toBeGreaterThan(0);
    expect(values('SELECT count(*) FROM complaints')[0]).toBeGreaterThan(0);
  });

  it('has alternate contacts: customers, strangers, GOOD and BAD checks, every relation', () => {
    expect(values('SELECT count(*) FROM alternate_contacts')[0]).toBeGreaterThan(300);
    expect(values('SELECT DISTINCT relation FROM alternate_contacts ORDER BY 1')).toEqual(
      [...CONTACT_RELATIONS].sort(),
    );
    expect(values('SELECT DISTINCT reference_check FROM alternate_contacts ORDER BY 1')).toEqual([
      null,
      'BAD',
      'GOOD',
    ]);
    const contactsThatAre = (which: string) =>
      values(`SELECT count(*) FROM alternate_contacts a
        WHERE a.contact ${which} (SELECT username FROM customers)`)[0];
    const customers = contactsThatAre('IN');
    const strangers = contactsThatAre('NOT IN');
    expect(customers).toBeGreaterThan(0);
    expect(strangers).toBeGreaterThan(0);
    expect(
      values(`SELECT count(*) FROM alternate_contacts a JOIN customers c ON c.id = a.customer_id
        WHERE a.contact = c.username`)[0],
    ).toBe(0);
  });

  it('leaves no dangling reference, and foreign keys on', () => {
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    expect(db.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
  });

  it('seeds only an empty database', () => {
    expect(seedIfEmpty(db)).toBeNull();
  });

  // Seeds two databases: seconds of CPU, more than the default 5 s on a busy 2-core machine.
  it('is deterministic for a given day', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const snapshot = () => {
      const small = openDatabase(':memory:');
      migrate(small);
      seed(small, { now, loans: 300, customers: 120 });
      const rows = small
        .prepare(
          'SELECT l.*, c.username FROM loans l JOIN customers c ON c.id = l.leader_id ORDER BY l.id',
        )
        .all();
      const profiles = small.prepare('SELECT profile FROM customers ORDER BY id').all();
      const contacts = small.prepare('SELECT * FROM alternate_contacts ORDER BY id').all();
      small.close();
      return JSON.stringify([rows, profiles, contacts]);
    };
    expect(snapshot()).toBe(snapshot());
  }, 30_000);
});
