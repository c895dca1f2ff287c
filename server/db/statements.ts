// Prepared statements, prepared once per database and reused.
import type { StatementSync } from 'node:sqlite';
import type { Db } from './database.ts';

type Row = Record<string, unknown>;
type Param = null | number | bigint | string | NodeJS.ArrayBufferView;
type Params = Param[] | [Record<string, Param>];

const cache = new WeakMap<Db, Map<string, StatementSync>>();

export function stmt(db: Db, sql: string): StatementSync {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  let statement = perDb.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    perDb.set(sql, statement);
  }
  return statement;
}

export function one<T = Row>(db: Db, sql: string, ...params: Params): T | undefined {
  return stmt(db, sql).get(...(params as Param[])) as T | undefined;
}

export function all<T = Row>(db: Db, sql: string, ...params: Params): T[] {
  return stmt(db, sql).all(...(params as Param[])) as T[];
}

export function run(db: Db, sql: string, ...params: Params): { changes: number; id: number } {
  const result = stmt(db, sql).run(...(params as Param[]));
  return { changes: Number(result.changes), id: Number(result.lastInsertRowid) };
}

/** A LIKE pattern (used with ESCAPE '\') matching text that contains `text` as typed: % and _ are themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
