// How fast the list endpoints answer at scale: `npm run bench:server [-- --scale 10 --runs 60]`.
// Seeds a throwaway database with `scale` times the demo data, serves it over real HTTP and prints
// p50/p95 per list request, then the blocking figure: a cheap request while four slow ones run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer } from '../app.ts';
import { issueLogin } from '../auth/tokens.ts';
import { migrate, openDatabase } from '../db/database.ts';
import type { RoleFlag } from '../domain.ts';
import { demoUser } from '../seed/demoUsers.ts';
import { DEFAULT_CUSTOMERS, DEFAULT_LOANS, seed } from '../seed/index.ts';
import { findUserByUsername } from '../staff.ts';
import { benchRequests } from './requests.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '10' },
    runs: { type: 'string', default: '60' },
  },
});
const scale = Number(values.scale);
const runs = Number(values.runs);

const dir = mkdtempSync(join(tmpdir(), 'kosh-bench-'));
const file = join(dir, 'bench.sqlite');
try {
  const seeding = openDatabase(file);
  migrate(seeding);
  const report = seed(seeding, {
    loans: DEFAULT_LOANS * scale,
    customers: DEFAULT_CUSTOMERS * scale,
  });
  seeding.close();
  console.log(
    `${scale}× the demo data: ${report.loans} loans, ${report.loanShares} shares, ` +
      `${report.customers} customers (seeded in ${(report.ms / 1000).toFixed(1)} s)`,
  );

  const server = await buildServer({
    DATABASE: file,
    SEED: false,
    MODE: 'test',
    LOG_LEVEL: 'silent',
  });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const tokenOf = (flag: RoleFlag) => {
    const user = findUserByUsername(server.db, demoUser(flag).username)!;
    return issueLogin(server.db, server.config, user.id).access;
  };
  const get = async (path: string, flag: RoleFlag) => {
    const started = performance.now();
    const response = await fetch(`${address}/api/v1${path}`, {
      headers: { authorization: `Bearer ${tokenOf(flag)}`, 'accept-encoding': 'identity' },
    });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${Buffer.from(body)}`);
    return { ms: performance.now() - started, bytes: body.byteLength };
  };

  const requests = benchRequests(server.db);
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  const rows: string[][] = [];
  let worstP95 = 0;
  for (const request of requests) {
    for (let i = 0; i < 3; i++) await get(request.path, request.as);
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      const result = await get(request.path, request.as);
      times.push(result.ms);
      bytes = result.bytes;
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    worstP95 = Math.max(worstP95, p95);
    rows.push([
      request.name,
      percentile(times, 50).toFixed(1),
      p95.toFixed(1),
      (bytes / 1024).toFixed(1),
    ]);
  }
  const widths = [44, 9, 9, 9];
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('');
  console.log(line(['request', 'p50 ms', 'p95 ms', 'KiB']));
  for (const row of rows) console.log(line(row));
  console.log(`worst p95: ${worstP95.toFixed(1)} ms (goal ≤ 50 ms)`);

  // Blocking: the database is synchronous, so a slow query holds every other request.
  const slow = requests.reduce((a, b) => (b.slowest ? b : a));
  const cheap = requests.find((request) => request.cheap)!;
  const alone: number[] = [];
  const blocked: number[] = [];
  for (let i = 0; i < 20; i++) {
    alone.push((await get(cheap.path, cheap.as)).ms);
    const slowOnes = Array.from({ length: 4 }, () => get(slow.path, slow.as));
    blocked.push((await get(cheap.path, cheap.as)).ms);
    await Promise.all(slowOnes);
  }
  alone.sort((a, b) => a - b);
  blocked.sort((a, b) => a - b);
  console.log(
    `blocking: '${cheap.name}' takes ${percentile(alone, 50).toFixed(1)} ms p50 alone and ` +
      `${percentile(blocked, 50).toFixed(1)} ms p50 (${percentile(blocked, 95).toFixed(1)} ms p95) ` +
      `while four '${slow.name}' run`,
  );
  await server.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
