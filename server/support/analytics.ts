// Support calls created over a range of India days: by status, by traceability (None while never
// worked) and per day by status, every day of the range present. Counted in SQL.
import type { components } from '../../openapi/generated/main.ts';
import type { Db } from '../db/database.ts';
import { all } from '../db/statements.ts';
import type { DayRange } from './range.ts';

type SupportAnalytics = components['schemas']['SupportAnalytics'];

const IN_RANGE = `SELECT date(created_at, '+330 minutes') AS day, status,
    coalesce(traceability, 'None') AS traceability
  FROM support_calls WHERE created_at >= :from AND created_at < :to`;

export function supportAnalytics(db: Db, range: DayRange): SupportAnalytics {
  const params = { from: range.from, to: range.to, start: range.start, end: range.end };
  const perDay = all<{ day: string; OPEN: number; CLOSED: number; RESOLVED: number }>(
    db,
    `WITH RECURSIVE days(day) AS (
       SELECT :start UNION ALL SELECT date(day, '+1 day') FROM days WHERE day < :end),
     counted AS (SELECT day, count(status = 'OPEN' OR NULL) AS OPEN,
         count(status = 'CLOSED' OR NULL) AS CLOSED, count(status = 'RESOLVED' OR NULL) AS RESOLVED
       FROM (${IN_RANGE}) GROUP BY day)
     SELECT d.day, coalesce(c.OPEN, 0) AS OPEN, coalesce(c.CLOSED, 0) AS CLOSED,
       coalesce(c.RESOLVED, 0) AS RESOLVED
     FROM days d LEFT JOIN counted c ON c.day = d.day ORDER BY d.day`,
    params,
  );
  const totals = all<{ key: string; n: number }>(
    db,
    `WITH calls AS (${IN_RANGE})
     SELECT 'status:' || status AS key, count(*) AS n FROM calls GROUP BY status
     UNION ALL
     SELECT 'traceability:' || traceability, count(*) FROM calls GROUP BY traceability`,
    { from: range.from, to: range.to },
  );
  const n = (key: string) => Number(totals.find((row) => row.key === key)?.n ?? 0);
  return {
    start_date: range.start,
    end_date: range.end,
    by_status: {
      OPEN: n('status:OPEN'),
      CLOSED: n('status:CLOSED'),
      RESOLVED: n('status:RESOLVED'),
    },
    by_traceability: {
      RNR: n('traceability:RNR'),
      NC: n('traceability:NC'),
      CON: n('traceability:CON'),
      None: n('traceability:None'),
    },
    per_day: perDay.map((d) => ({
      day: d.day,
      OPEN: Number(d.OPEN),
      CLOSED: Number(d.CLOSED),
      RESOLVED: Number(d.RESOLVED),
    })),
  };
}
