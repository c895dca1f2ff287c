// Seeds the reference server's database once per test run and hands its path to every test
// file: each server test starts from a copy of it instead of seeding its own (about ten seconds
// each, nearly fifty files, on a two-core machine).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../server/app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A seeded database file to copy; absent when the run has no use for one. */
    seededDatabase: string;
  }
}

// The project is typed by the one method used: importing vitest/node's types here would bring
// its own matcher declarations into every test's type check.
export default async function setup(project: {
  provide: (key: 'seededDatabase', value: string) => void;
}) {
  const dir = mkdtempSync(join(tmpdir(), 'kosh-seeded-'));
  const server = await buildServer({ DATABASE: ':memory:', MODE: 'test' });
  const path = join(dir, 'seeded.sqlite');
  writeFileSync(path, server.db.serialize());
  await server.close();
  project.provide('seededDatabase', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
