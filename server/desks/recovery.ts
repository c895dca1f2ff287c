// The recovery desk: overdue (dpd) soft calls, worked with the soft-call form's rules.
import type { Db } from '../db/database.ts';
import { one, run } from '../db/statements.ts';
import { SOFT_CALL_SELECT, type SoftCallRow, toSoftCall } from '../handlers/softCalls.ts';
import { type DeskModule, NO_FACTS } from './types.ts';

export const recoveryDesk: DeskModule = {
  record(db: Db, id: number) {
    const row = one<SoftCallRow>(db, `${SOFT_CALL_SELECT} WHERE sc.id = ?`, id)!;
    return { call: toSoftCall(db, row), facts: NO_FACTS };
  },
  calling(db: Db, id: number, now: string) {
    run(
      db,
      `UPDATE soft_calls SET status = CASE status WHEN 'done' THEN 'done' ELSE 'calling' END,
       last_call = ?, last_updated = ? WHERE id = ?`,
      now,
      now,
      id,
    );
  },
};
