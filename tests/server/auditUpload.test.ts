// The audit-file upload on the reference server: types by name and content, the size and row
// limits, hostile files, what becomes of each row, the auditors, idempotency and roles.
import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import { AUDIT_FILE_MAX_ROWS, NOT_EXCEL } from '../../server/support/auditFile.ts';
import { ROW_ERRORS } from '../../server/support/auditUpload.ts';
import { auditUpload } from './cases/supportAdmin.ts';
import { type Harness, startServer } from './harness.ts';
import { supportFixtures } from './supportFixtures.ts';

// Filled in beforeAll; the fixtures hold on to this object.
const h = {} as Harness;
const { exec, value, userId, customer } = supportFixtures(h);
beforeAll(async () => {
  Object.assign(h, await startServer());
}, 120_000);
afterAll(() => h.close());

describe('uploadAuditFile', () => {
  const auditor = () => h.tokenOf('is_reminder_audit');
  const upload = (name: string, bytes: Buffer, token = auditor(), key?: string) =>
    h.call('uploadAuditFile', {
      token,
      ...auditUpload({ name, bytes }),
      ...(key
        ? { headers: { ...auditUpload({ name, bytes }).headers, 'idempotency-key': key } }
        : {}),
    });
  const sheet = (rows: string[][], bookType: 'xlsx' | 'biff8') => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Audit');
    return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
  };
  const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\r\n'));
  const openCalls = (username: string) =>
    value<{ n: number }>(
      `SELECT count(*) AS n FROM audit_calls a JOIN customers c ON c.id = a.customer_id
       WHERE c.username = ? AND a.status <> 'done'`,
      username,
    ).n;

  it('files each row of a .csv: new calls, open calls, and the reason for the others', async () => {
    const [fresh, other, open] = [customer(30), customer(31), customer(32)];
    exec(
      `INSERT INTO audit_calls (customer_id, source, payment_status, created_at, last_updated)
       VALUES (?, 'upload', 'DONE', '2020-01-01', '2020-01-01')`,
      open.id,
    );
    const res = await upload(
      'audit.csv',
      csv([
        ['Mobile Number', 'Payment Status'],
        [fresh.username, 'due'],
        [other.username, 'DONE'],
        [open.username, 'DUE'],
        ['12345', 'DUE'],
        [fresh.username, 'DONE'],
        ['6000000999', 'DUE'],
        ['6000000033', 'PAID'],
        ['', ''],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      new_calls: [
        { number: fresh.username, payment_status: 'DUE' },
        { number: other.username, payment_status: 'DONE' },
      ],
      existing_calls: [{ number: open.username, payment_status: 'DUE' }],
      failed_entries: [
        { number: '12345', error: ROW_ERRORS.number },
        { number: fresh.username, error: ROW_ERRORS.duplicate },
        { number: '6000000999', error: ROW_ERRORS.customer },
        { number: '6000000033', error: ROW_ERRORS.payment },
      ],
    });
    // The auditor who uploads gets the calls; the upload is in the activity log.
    const auditorId = userId('is_reminder_audit');
    const rows = h.db
      .prepare(
        `SELECT a.auditor_id, a.source, a.status FROM audit_calls a
         WHERE a.customer_id IN (?, ?) ORDER BY a.id`,
      )
      .all(fresh.id, other.id);
    expect(rows).toEqual([
      { auditor_id: auditorId, source: 'upload', status: 'pending' },
      { auditor_id: auditorId, source: 'upload', status: 'pending' },
    ]);
    const logged = value<{ details: string }>(
      "SELECT details FROM activity_log WHERE action = 'audit_file.upload' AND actor_id = ? ORDER BY id DESC",
      auditorId,
    );
    expect(JSON.parse(logged.details)).toMatchObject({ new_calls: 2, existing_calls: 1 });
  });

  it('reads .xlsx and .xls; an admin upload goes to the auditors', async () => {
    const [x, y] = [customer(40), customer(41)];
    const xlsx = await upload(
      'audit.xlsx',
      sheet(
        [
          ['number', 'payment'],
          [x.username, 'DONE'],
        ],
        'xlsx',
      ),
      h.tokenOf('is_kosh_superadmin'),
    );
    expect(xlsx.json()).toMatchObject({ new_calls: [{ number: x.username }], failed_entries: [] });
    const xls = await upload(
      'AUDIT.XLS',
      sheet(
        [
          ['username', 'payment_status'],
          [y.username, 'DUE'],
        ],
        'biff8',
      ),
    );
    expect(xls.json()).toMatchObject({
      new_calls: [{ number: y.username, payment_status: 'DUE' }],
    });
    const auditorOf = value<{ auditor_id: number }>(
      'SELECT auditor_id FROM audit_calls WHERE customer_id = ?',
      x.id,
    ).auditor_id;
    expect(auditorOf).toBe(userId('is_reminder_audit'));
  });

  it('shares an upload by someone who is not an auditor among the auditors, in turn', async () => {
    const second = exec(
      `INSERT INTO users (username, name, email, password_hash, created_at)
       VALUES ('9900000077', 'Second Auditor', 'second@kosh.test', 'x', '2020-01-01')`,
    );
    exec(
      `INSERT INTO staff_profiles (user_id, user_referral_code, employee_code, cluster,
         date_of_joining, is_reminder_audit) VALUES (?, 'RRTEST77', 'EMP-RR-77', 'Pune', '2020-01-01', 1)`,
      second,
    );
    const people = [customer(70), customer(71), customer(72)];
    const res = await upload(
      'audit.csv',
      csv([['number', 'payment'], ...people.map((c) => [c.username, 'DUE'])]),
      h.tokenOf('is_kosh_superadmin'),
    );
    expect(res.json().new_calls).toHaveLength(3);
    const auditorsOf = people.map(
      (c) =>
        value<{ auditor_id: number }>(
          'SELECT auditor_id FROM audit_calls WHERE customer_id = ?',
          c.id,
        ).auditor_id,
    );
    expect(new Set(auditorsOf)).toEqual(new Set([second, userId('is_reminder_audit')]));
    expect(auditorsOf[0]).toBe(auditorsOf[2]);
    expect(auditorsOf[0]).not.toBe(auditorsOf[1]);
    h.db.prepare('UPDATE staff_profiles SET current_status = 0 WHERE user_id = ?').run(second);
  });

  it('answers a repeat with the same key once, without a second call', async () => {
    const z = customer(50);
    const file = csv([
      ['number', 'payment'],
      [z.username, 'DUE'],
    ]);
    const first = await upload('audit.csv', file, auditor(), 'audit-upload-key-1');
    const again = await upload('audit.csv', file, auditor(), 'audit-upload-key-1');
    expect(again.json()).toEqual(first.json());
    expect(first.json().new_calls).toHaveLength(1);
    expect(openCalls(z.username)).toBe(1);
    const other = await upload(
      'audit.csv',
      csv([
        ['number', 'payment'],
        [z.username, 'DONE'],
      ]),
      auditor(),
      'audit-upload-key-1',
    );
    expect(other.statusCode).toBe(422);
  });

  it.each([
    ['a .pdf', 'audit.pdf', Buffer.from('%PDF-1.4\n1 0 obj\n%%EOF\n')],
    ['a .pdf renamed .xlsx', 'audit.xlsx', Buffer.from('%PDF-1.4\n1 0 obj\n%%EOF\n')],
    ['a .pdf renamed .csv', 'audit.csv', Buffer.from('%PDF-1.4\n1 0 obj\n%%EOF\n')],
    ['a .pdf renamed .xls', 'audit.xls', Buffer.from('%PDF-1.4\n1 0 obj\n%%EOF\n')],
    ['a binary renamed .csv', 'audit.csv', Buffer.from([0x00, 0x01, 0x02, 0x50, 0x4b])],
    ['a .txt', 'audit.txt', Buffer.from('number,payment\n6000000001,DUE\n')],
  ])('refuses %s with the spec text', async (_what, name, bytes) => {
    const res = await upload(name, bytes);
    expect([res.statusCode, res.json().error]).toEqual([400, NOT_EXCEL]);
  });

  it('refuses a file over 2 MB with 413', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 'a');
    const res = await upload('audit.csv', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('The file is larger than 2 MB.');
  });

  it(`takes ${AUDIT_FILE_MAX_ROWS} rows and refuses one more`, async () => {
    const rows = [['number', 'payment']];
    for (let i = 0; i < AUDIT_FILE_MAX_ROWS; i++) rows.push([String(7_000_000_000 + i), 'DUE']);
    const full = await upload('audit.xlsx', sheet(rows, 'xlsx'));
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().failed_entries).toHaveLength(AUDIT_FILE_MAX_ROWS);
    rows.push(['7100000000', 'DUE']);
    const res = await upload('audit.csv', csv(rows));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/more than 5000 rows/);
  });

  it('refuses hostile and malformed files with a clear 400', async () => {
    // A zip whose one entry inflates to 80 MB of zeros.
    const inflated = 80 * 1024 * 1024;
    const bomb = zipOf(
      'xl/worksheets/sheet1.xml',
      deflateRawSync(Buffer.alloc(inflated)),
      inflated,
    );
    const cases: [string, Buffer, RegExp][] = [
      ['bomb.xlsx', bomb, /too large once unpacked/],
      ['garbage.xlsx', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]), /zip/],
      [
        'garbage.xls',
        Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600, 3)]),
        /spreadsheet/,
      ],
      ['empty.csv', Buffer.alloc(0), /empty/],
      ['blank.csv', Buffer.from('\n,\n\n'), /empty/],
      [
        'other.csv',
        csv([
          ['name', 'city'],
          ['A', 'Pune'],
        ]),
        /header row/,
      ],
      ['header.csv', csv([['number', 'payment']]), /no rows/],
    ];
    for (const [name, bytes, error] of cases) {
      const res = await upload(name, bytes);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().error, name).toMatch(error);
    }
    // A sheet whose header is elsewhere than the first sheet is refused like any other.
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['notes']]), 'Notes');
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['number', 'payment']]), 'Audit');
    const wrongSheet = await upload(
      'audit.xlsx',
      XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }),
    );
    expect(wrongSheet.statusCode).toBe(400);
    expect(wrongSheet.json().error).toMatch(/header row/);
  });

  it('never evaluates a formula: a cell reads as its stored value', async () => {
    const f = customer(60);
    const sheetData = XLSX.utils.aoa_to_sheet([
      ['number', 'payment'],
      [f.username, 'DUE'],
    ]);
    sheetData.B2 = { t: 's', v: 'DUE', f: 'HYPERLINK("http://example.invalid","x")' };
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheetData, 'Audit');
    const res = await upload('audit.xlsx', XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
    expect(res.json().new_calls).toEqual([{ number: f.username, payment_status: 'DUE' }]);
  });

  it.each([
    ['is_reminder_audit', 200],
    ['is_kosh_superadmin', 200],
    ['is_recovery_agent', 403],
    ['is_reminder_agent', 403],
    ['is_read_only', 403],
  ] as const)('%s gets %i', async (flag, status) => {
    const res = await upload(
      'audit.csv',
      csv([
        ['number', 'payment'],
        ['6000000999', 'DUE'],
      ]),
      h.tokenOf(flag),
    );
    expect(res.statusCode).toBe(status);
  });

  it('wants the file in the field named file', async () => {
    const res = await h.call('uploadAuditFile', {
      token: auditor(),
      body: auditUpload({ name: 'a.csv', bytes: Buffer.from('number,payment\n') })
        .body.toString()
        .replaceAll('name="file"', 'name="document"'),
      headers: auditUpload({ name: 'a.csv', bytes: Buffer.from('') }).headers,
    });
    expect(res.statusCode).toBe(400);
  });
});

/** A one-entry zip (deflated), its sizes as declared. */
function zipOf(name: string, deflated: Buffer, size: number): Buffer {
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(deflated.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const localSize = local.length + nameBytes.length + deflated.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, nameBytes, deflated, central, nameBytes, end]);
}
