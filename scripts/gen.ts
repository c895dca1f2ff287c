// Generates the TypeScript types of the three service contracts.
// Usage: node scripts/gen.ts           (write openapi/generated/*.ts)
//        node scripts/gen.ts --check   (write nothing; exit 1 if a generated file is stale)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';

const services = ['main', 'auth', 'chat'] as const;
const openapiDir = new URL('../openapi/', import.meta.url);
const generatedDir = new URL('generated/', openapiDir);

async function generate(name: string): Promise<string> {
  const ast = await openapiTS(new URL(`${name}.yaml`, openapiDir), { silent: true });
  const header = `// Generated from openapi/${name}.yaml by scripts/gen.ts — do not edit.\n\n`;
  return header + astToString(ast);
}

async function readIfExists(url: URL): Promise<string | undefined> {
  try {
    return await readFile(url, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const check = process.argv.includes('--check');
const stale: string[] = [];
if (!check) await mkdir(generatedDir, { recursive: true });

for (const name of services) {
  const target = new URL(`${name}.ts`, generatedDir);
  const label = `openapi/generated/${name}.ts`;
  const output = await generate(name);
  if (check) {
    if ((await readIfExists(target)) !== output) stale.push(label);
  } else {
    await writeFile(target, output);
    console.log(`wrote ${label}`);
  }
}

if (stale.length > 0) {
  console.error(`Stale generated types (run: node scripts/gen.ts):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
if (check) console.log('Generated types are up to date.');
