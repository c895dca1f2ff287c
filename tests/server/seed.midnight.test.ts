// A seed that runs across midnight in India (18:30 UTC) must still be one consistent day:
// today's sign-ins and the attendance history once each read the clock, and a run that started
// at 23:59 IST failed on the history's first day. Here the clock moves an hour every time it is
// read, so any second reading of "today" would land on another day.
import { afterEach, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../server/db/database.ts';
import { seed } from '../../server/seed/index.ts';

const RealDate = Date;
afterEach(() => {
  globalThis.Date = RealDate;
});

/** A clock that moves an hour every time it is read, from `start`. */
function tickingClock(start: string): DateConstructor {
  let at = RealDate.parse(start);
  const tick = () => (at += 3_600_000);
  class TickingDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(tick());
      else super(...(args as [string]));
    }
    static override now() {
      return tick();
    }
  }
  return TickingDate as DateConstructor;
}

it('seeds one India day of sign-ins and history when midnight passes mid-seed', () => {
  const db = openDatabase(':memory:');
  try {
    migrate(db);
    globalThis.Date = tickingClock('2026-11-29T17:00:00Z');
    seed(db, { now: new RealDate('2026-11-29T00:00:00Z') });
    globalThis.Date = RealDate;
    const days = db
      .prepare(
        `SELECT day, COUNT(*) AS rows, COUNT(signed_off_at) AS signedOff
           FROM attendance GROUP BY day ORDER BY day DESC LIMIT 2`,
      )
      .all() as { day: string; rows: number; signedOff: number }[];
    const [today, yesterday] = days;
    // Today holds only the staff seed's open sign-ins; the history ends the day before.
    expect(today?.rows).toBeGreaterThan(0);
    expect(today?.signedOff).toBe(0);
    expect(yesterday?.signedOff).toBeGreaterThan(0);
    expect(Date.parse(today?.day ?? '') - Date.parse(yesterday?.day ?? '')).toBe(86_400_000);
  } finally {
    globalThis.Date = RealDate;
    db.close();
  }
}, 60_000);
