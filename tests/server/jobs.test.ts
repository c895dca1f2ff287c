// Jobs and the attendance mark on the reference server: who may, bad input, the runner taking a
// job from QUEUED to DONE or FAILED, the seeded list, and sign-in/sign-off from the user menu.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepJobs } from '../../server/jobs/runner.ts';
import { type Harness, startServer } from './harness.ts';

const h = {} as Harness;
beforeAll(async () => {
  Object.assign(h, await startServer());
}, 120_000);
afterAll(() => h.close());

type Job = {
  id: number;
  status: string;
  progress: number;
  created_by_me: boolean;
  result: { summary: string; count: number } | null;
  error: string | null;
};
type Page = { results: Job[]; count: number; by_status: Record<string, number> };

const runner = () => ({ db: h.db, publish: async () => {}, log: h.app.log });
const job = async (id: number) =>
  (await h.call('getJob', { params: { job_id: id } })).json() as Job;

describe('jobs: who may', () => {
  it.each(['is_investor', 'is_investors'] as const)('%s is refused with 403', async (flag) => {
    const token = h.tokenOf(flag);
    for (const res of [
      await h.call('listJobs', { token }),
      await h.call('getJob', { token, params: { job_id: 1 } }),
      await h.call('createJob', {
        token,
        body: { type: 'reminder_sweep', params: { days_overdue: 3 } },
      }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Investors have no jobs.');
    }
  });

  it.each(['is_field_sales_officer', 'is_job_manager', 'is_human_resources'] as const)(
    '%s lists jobs',
    async (flag) => {
      expect((await h.call('listJobs', { token: h.tokenOf(flag) })).statusCode).toBe(200);
    },
  );
});

describe('jobs: the list', () => {
  it('has seeded DONE and FAILED jobs, newest first, and narrows to the caller', async () => {
    const page = (await h.call('listJobs', { token: h.tokenOf('is_job_manager') })).json() as Page;
    expect(page.by_status.DONE).toBeGreaterThan(0);
    expect(page.by_status.FAILED).toBeGreaterThan(0);
    const mine = (
      await h.call('listJobs', { token: h.tokenOf('is_job_manager'), query: { mine: 'true' } })
    ).json() as Page;
    expect(mine.count).toBeLessThan(page.count);
    expect(mine.results.every((r) => r.created_by_me)).toBe(true);
    const failed = page.results.find((r) => r.status === 'FAILED');
    expect(failed?.error).toMatch(/no longer exists/);
  });
});

describe('jobs: create and run', () => {
  it('refuses missing or wrong parameters with 400 and the reason', async () => {
    const cases: [unknown, RegExp][] = [
      [{ type: 'reminder_sweep', params: {} }, /days overdue, from 1 to 180/],
      [{ type: 'reminder_sweep', params: { days_overdue: 500 } }, /.+/],
      [{ type: 'channel_message', params: { message: 'Hi' } }, /channel name/],
      [
        { type: 'channel_message', params: { channel_name: 'no-such-channel', message: 'Hi' } },
        /No channel is named "no-such-channel"/,
      ],
      [{ type: 'export', params: {} }, /.+/],
    ];
    for (const [body, error] of cases) {
      const res = await h.call('createJob', { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(error);
    }
  });

  it('runs a reminder sweep from QUEUED through RUNNING to DONE with its figures', async () => {
    const created = await h.call('createJob', {
      body: { type: 'reminder_sweep', params: { days_overdue: 10 } },
      headers: { 'idempotency-key': 'job-test-sweep-1' },
    });
    expect(created.statusCode).toBe(200);
    const { id, status } = created.json() as Job;
    expect(status).toBe('QUEUED');
    await stepJobs(runner(), new Date());
    // The server's own timer may step it too: at least one step on, never past DONE.
    const started = await job(id);
    expect(['RUNNING', 'DONE']).toContain(started.status);
    expect(started.progress).toBeGreaterThanOrEqual(25);
    for (let i = 0; i < 3; i++) await stepJobs(runner(), new Date());
    const done = await job(id);
    expect(done.status).toBe('DONE');
    expect(done.progress).toBe(100);
    expect(done.result?.summary).toMatch(/10 or more days overdue/);
  });

  it('fails a channel message whose channel went away, with the reason', async () => {
    const channel = h.db
      .prepare(
        `SELECT c.name, c.id FROM chat_channels c JOIN chat_members m ON m.channel_id = c.id
         JOIN users u ON u.id = m.user_id WHERE u.username = '9000000001' LIMIT 1`,
      )
      .get() as { name: string; id: number };
    const created = await h.call('createJob', {
      body: { type: 'channel_message', params: { channel_name: channel.name, message: 'Hello' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as Job;
    h.db.prepare('DELETE FROM chat_members WHERE channel_id = ?').run(channel.id);
    for (let i = 0; i < 4; i++) await stepJobs(runner(), new Date());
    const failed = await job(id);
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toMatch(/no longer a member/);
  });
});

describe('attendance from the user menu', () => {
  const profile = async (token: string) =>
    (await h.call('getStaffProfile', { token })).json() as {
      attendence_data: { attendance_status: boolean; can_mark: boolean };
    };

  it('signs a field officer in and off; the profile follows', async () => {
    const token = h.tokenOf('is_field_sales_officer');
    expect((await profile(token)).attendence_data.can_mark).toBe(true);
    const on = await h.call('markAttendance', { token, body: { action: 'sign_in' } });
    expect(on.json()).toEqual({ attendance_status: true });
    expect((await profile(token)).attendence_data.attendance_status).toBe(true);
    const off = await h.call('markAttendance', { token, body: { action: 'sign_off' } });
    expect(off.json()).toEqual({ attendance_status: false });
    expect((await profile(token)).attendence_data.attendance_status).toBe(false);
  });

  it('refuses a profile that does not mark attendance with 403', async () => {
    const token = h.tokenOf('is_credit_manager');
    expect((await profile(token)).attendence_data.can_mark).toBe(false);
    const res = await h.call('markAttendance', { token, body: { action: 'sign_in' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Your profile does not mark attendance here.');
  });

  it('refuses a sign-off before any sign-in today with 400', async () => {
    const token = h.tokenOf('is_recovery_agency');
    const user = h.db.prepare("SELECT id FROM users WHERE username = '9000000013'").get() as {
      id: number;
    };
    h.db.prepare('DELETE FROM attendance WHERE user_id = ?').run(user.id);
    const res = await h.call('markAttendance', { token, body: { action: 'sign_off' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('You have not signed in for attendance today.');
  });
});
