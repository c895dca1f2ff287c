// The audit trail: who did which write, to what, when.
import type { Db } from './db/database.ts';
import { run } from './db/statements.ts';

export function record(
  db: Db,
  actorId: number | null,
  action: string,
  subject: string,
  details?: Record<string, unknown>,
): void {
  run(
    db,
    'INSERT INTO activity_log (actor_id, action, subject, details, created_at) VALUES (?, ?, ?, ?, ?)',
    actorId,
    action,
    subject,
    details ? JSON.stringify(details) : null,
    new Date().toISOString(),
  );
}
