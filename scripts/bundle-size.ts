// Prints the gzip size of every built chunk and the JS the first route needs (entry + its static
// imports). Fails when the first route is over budget. Reads dist/.vite/manifest.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const FIRST_ROUTE_BUDGET_KB = 150;

type Chunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(DIST, file))).length / 1024;
const fmt = (kb: number) => `${kb.toFixed(1).padStart(8)} KB`;

const files = new Map<string, string>();
for (const [key, chunk] of Object.entries(manifest)) {
  files.set(chunk.file, key);
  for (const css of chunk.css ?? []) files.set(css, `${key} (css)`);
}
console.log('gzip size per chunk:');
for (const [file, key] of [...files].sort((a, b) => gzipKb(b[0]) - gzipKb(a[0]))) {
  console.log(`${fmt(gzipKb(file))}  ${file}  ← ${key}`);
}

// The first route is the login page: the entry and the login chunk, with their static imports.
const FIRST_ROUTE = 'src/app/SignedOutRoutes.tsx';
const entry = Object.entries(manifest).find(([, c]) => c.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest');
if (!manifest[FIRST_ROUTE]) throw new Error(`no chunk for ${FIRST_ROUTE}`);
const seen = new Set<string>();
const visit = (key: string) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imp of manifest[key]?.imports ?? []) visit(imp);
};
visit(entry[0]);
visit(FIRST_ROUTE);
const firstJs = [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
const firstKb = firstJs.reduce((sum, f) => sum + gzipKb(f), 0);
console.log(
  `\nfirst route JS (gzip): ${firstKb.toFixed(1)} KB in ${firstJs.length} chunk(s); budget ${FIRST_ROUTE_BUDGET_KB} KB`,
);
if (firstKb > FIRST_ROUTE_BUDGET_KB) {
  console.error('first route is over budget');
  process.exit(1);
}
