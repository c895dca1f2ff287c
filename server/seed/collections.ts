// Seeds what GLs-Profile and the Collections sub-tab show: instalments of every disbursed share of
// the loans led by the showcase customer (user id 1) and by one more group leader, the one leading
// most disbursed loans, whose later cohorts pay worse and worse (rising PAR). Only shares with no
// instalments yet get them (the loan history seed made some), derived from ids and dates only,
// with no draw from the shared random stream, so no other seeded table changes.
import type { Db } from '../db/database.ts';

const DAY_MS = 86_400_000;
const SHOWCASE_ID = 1;
const DISBURSED = `('loan_disbursed', 'completed', 'settled', 'written_off')`;

export type CollectionsSeed = { instalments: number; risingParLeader: string | null };

type Share = {
  id: number;
  amount: number;
  status: string;
  tenure: number | null;
  start: string;
  month: string;
};

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The leader of most disbursed loans after the showcase: the GL whose cohorts show rising PAR. */
function risingParLeader(db: Db): { id: number; username: string } | undefined {
  return db
    .prepare(
      `SELECT c.id, c.username FROM loans l JOIN customers c ON c.id = l.leader_id
      WHERE l.status IN ${DISBURSED} AND l.leader_id <> ? AND l.disbursal_date IS NOT NULL
      GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT 1`,
    )
    .get(SHOWCASE_ID) as { id: number; username: string } | undefined;
}

export function seedCollections(db: Db, now: Date): CollectionsSeed {
  const rising = risingParLeader(db);
  const leaders = [SHOWCASE_ID, ...(rising ? [rising.id] : [])];
  const insert = db.prepare(
    `INSERT INTO share_instalments (loan_share_id, due_date, amount, paid_at, paid_amount, mode,
      penalty_paid) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  let count = 0;
  for (const leader of leaders) {
    const shares = db
      .prepare(
        `SELECT s.id, s.amount, l.status, l.tenure,
          COALESCE(l.emi_start_date, date(l.disbursal_date, '+30 days')) AS start,
          substr(l.disbursal_date, 1, 7) AS month
        FROM loans l JOIN loan_shares s ON s.loan_id = l.id
        WHERE l.leader_id = ? AND l.status IN ${DISBURSED} AND l.disbursal_date IS NOT NULL
          AND s.status <> 'rejected'
          AND NOT EXISTS (SELECT 1 FROM share_instalments i WHERE i.loan_share_id = s.id)
        ORDER BY s.id`,
      )
      .all(leader) as Share[];
    const months = [...new Set(shares.map((s) => s.month))].sort();
    for (const share of shares) {
      const tenure = share.tenure ?? 6;
      const emi = Math.round(share.amount / tenure);
      // How many instalments the share pays before it stops (tenure: it never stops).
      let paysUntil = tenure;
      if (share.status === 'written_off') paysUntil = 2;
      else if (share.status === 'loan_disbursed') {
        // The rising GL: the older half of its cohorts pays; in the newer half, the later the
        // month, the more shares stop (up to 8 in 10), so PAR rises by cohort. The showcase: one
        // share in four stops.
        const rank = (months.indexOf(share.month) + 1) / months.length;
        const stops =
          leader === SHOWCASE_ID
            ? share.id % 4 === 0
            : share.id % 10 < Math.min(8, Math.round((rank - 0.5) * 20));
        // One stopped share in two never paid its first EMI: a non-starter.
        if (stops) paysUntil = share.id % 2 === 0 ? 0 : 1 + (share.id % 3);
      }
      for (let k = 0; k < tenure; k++) {
        const due = Date.parse(share.start) + 30 * k * DAY_MS;
        const paidOn = due + ((share.id + k) % 5 === 0 ? 4 : -1) * DAY_MS;
        const paid = k < paysUntil && paidOn <= now.getTime();
        insert.run(
          share.id,
          day(due),
          emi,
          paid ? new Date(paidOn).toISOString() : null,
          paid ? emi : 0,
          paid ? (k % 3 === 0 ? 'upi' : 'nach') : null,
          0,
        );
        count++;
      }
    }
  }
  return { instalments: count, risingParLeader: rising?.username ?? null };
}
