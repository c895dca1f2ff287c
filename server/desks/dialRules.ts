// The dial rules every desk and the soft loop share (rule table call-desks.json dialRules): calling
// hours in the customer's time zone (recovery), the do-not-call list, the day's attempt cap.
import table from '../../openapi/rules/call-desks.json' with { type: 'json' };
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { one, run } from '../db/statements.ts';
import { indiaDay } from '../time.ts';
import type { Desk } from './access.ts';

export type DialDesk = 'soft' | Desk;
export type DialConfig = Pick<Config, 'CALL_HOURS_FROM' | 'CALL_HOURS_TO' | 'DAILY_ATTEMPT_CAP'>;

/** The one place of the refusals' words: the client shows them verbatim. */
export const DIAL_BLOCKS = {
  hours: (from: string, to: string, zone: string, time: string) =>
    `Recovery calls are allowed ${from}–${to} in the customer's time (${zone}); it is ${time} there.`,
  doNotCall: (reason: string) =>
    `The customer is on the do-not-call list: ${reason.trim().replace(/[.\s]+$/, '')}.`,
  cap: (cap: number) => `This customer was already called ${cap} times today (the daily limit).`,
};

const clocks = new Map<string, Intl.DateTimeFormat>();

/** HH:MM at `now` in `zone` (an unknown zone reads as the default, India). */
export function timeIn(zone: string, now: Date): string {
  let clock = clocks.get(zone);
  if (!clock) {
    try {
      clock = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      return timeIn(table.dialRules.defaultTimeZone, now);
    }
    clocks.set(zone, clock);
  }
  return clock.format(now);
}

/** Permits granted on the customer today (India day), over every desk. */
export const attemptsToday = (db: Db, customerId: number, now: Date) =>
  one<{ n: number }>(
    db,
    'SELECT count(*) AS n FROM dial_attempts WHERE customer_id = ? AND day = ? AND allowed = 1',
    customerId,
    indiaDay(now),
  )?.n ?? 0;

/** Why the customer may not be dialled from this desk now, in one line; null when they may. */
export function dialBlock(
  db: Db,
  customerId: number,
  desk: DialDesk,
  now: Date,
  config: DialConfig,
): string | null {
  const facts = one<{ time_zone: string; reason: string | null }>(
    db,
    `SELECT c.time_zone, d.reason FROM customers c LEFT JOIN do_not_call d ON d.customer_id = c.id
     WHERE c.id = ?`,
    customerId,
  );
  if (!facts) return null;
  if (facts.reason !== null) return DIAL_BLOCKS.doNotCall(facts.reason);
  if (desk === 'recovery') {
    const time = timeIn(facts.time_zone, now);
    if (time < config.CALL_HOURS_FROM || time >= config.CALL_HOURS_TO) {
      return DIAL_BLOCKS.hours(config.CALL_HOURS_FROM, config.CALL_HOURS_TO, facts.time_zone, time);
    }
  }
  if (attemptsToday(db, customerId, now) >= config.DAILY_ATTEMPT_CAP) {
    return DIAL_BLOCKS.cap(config.DAILY_ATTEMPT_CAP);
  }
  return null;
}

export type Permit = { allowed: boolean; reason: string | null; attempt: number; cap: number };

/** Re-checks the rules just before a dial and logs the attempt, granted or refused. */
export function grantPermit(
  db: Db,
  target: { desk: DialDesk; caseId: number; customerId: number; agentId: number },
  now: Date,
  config: DialConfig,
): Permit {
  const reason = dialBlock(db, target.customerId, target.desk, now, config);
  run(
    db,
    `INSERT INTO dial_attempts (desk, case_id, customer_id, agent_id, allowed, reason, day, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    target.desk,
    target.caseId,
    target.customerId,
    target.agentId,
    reason === null ? 1 : 0,
    reason,
    indiaDay(now),
    now.toISOString(),
  );
  return {
    allowed: reason === null,
    reason,
    attempt: attemptsToday(db, target.customerId, now),
    cap: config.DAILY_ATTEMPT_CAP,
  };
}
