// What each desk module gives the desk handlers: its case record with the desk's own facts.
import type { components } from '../../openapi/generated/main.ts';
import type { Db } from '../db/database.ts';
import { one } from '../db/statements.ts';

export type DeskCase = components['schemas']['DeskCase'];
export type SoftCall = components['schemas']['SoftCall'];
export type DeskFacts = Pick<DeskCase, 'audit' | 'support' | 'lead'>;
export const NO_FACTS: DeskFacts = { audit: null, support: null, lead: null };

export type DeskModule = {
  /** The soft-call record of a case and the desk's facts about it. */
  record: (db: Db, id: number, now: Date) => { call: SoftCall; facts: DeskFacts };
  /** Marks a case as being called at `now` (a closed case stays closed). */
  calling: (db: Db, id: number, now: string) => void;
};

/** Staff named in a case (a recovery agent, a referrer), or null. */
export function staffName(db: Db, id: number | null): { username: string; name: string } | null {
  if (id === null) return null;
  return (
    one<{ username: string; name: string }>(
      db,
      'SELECT username, name FROM users WHERE id = ?',
      id,
    ) ?? null
  );
}
