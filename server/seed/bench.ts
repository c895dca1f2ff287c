// Prints how long seeding takes: `node server/seed/bench.ts [runs]`.
import { migrate, openDatabase } from '../db/database.ts';
import { seed } from './index.ts';

const runs = Number(process.argv[2] ?? 5);
const reports = [];
for (let i = 0; i < runs; i++) {
  const db = openDatabase(':memory:');
  migrate(db);
  reports.push(seed(db));
  db.close();
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const last = reports[reports.length - 1]!;
console.log(
  `seed of ${last.loans} loans (${last.loanShares} shares), ${last.customers} customers, ${last.staff} staff:`,
);
console.log(`  loans: median ${median(reports.map((r) => r.loansMs))} ms over ${runs} runs`);
console.log(`  whole seed: median ${median(reports.map((r) => r.ms))} ms`);
