// The import rules of ARCHITECTURE §2 hold on the tree, and each one catches a planted violation.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BOUNDARY_RULES, boundaryViolations, CHECKED } from '../../scripts/boundaries.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway project of `files` (path → source) beside this one's packages. */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  dirs.push(dir);
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  copyFileSync('package.json', join(dir, 'package.json'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

describe('import boundaries', () => {
  it('hold on the tree', { timeout: 60_000 }, async () => {
    expect(await boundaryViolations(CHECKED)).toEqual([]);
  });

  it('catch each kind of violation', { timeout: 60_000 }, async () => {
    const dir = project({
      'src/app/thing.ts': 'export const thing = 1;\n',
      'machines/flow/flow.machine.ts':
        "import { useState } from 'react';\nimport { thing } from '../../src/app/thing.ts';\nexport const m = [useState, thing];\n",
      'src/domain/rule.ts':
        "import { createContext } from 'react';\nexport const r = createContext(0);\n",
      'server/handler.ts':
        "import { thing } from '../src/app/thing.ts';\nexport const h = thing;\n",
      'src/features/a/A.ts': "import { deep } from '../b/deep.ts';\nexport const a = deep;\n",
      'src/features/b/deep.ts': 'export const deep = 2;\n',
      'src/features/b/index.ts': "export { deep } from './deep.ts';\n",
      'src/features/c/C.ts': "import { deep } from '../b/index.ts';\nexport const c = deep;\n",
      'src/one.ts': "import { two } from './two.ts';\nexport const one = () => two;\n",
      'src/two.ts': "import { one } from './one.ts';\nexport const two = () => one;\n",
      'src/app/fixture.ts': "import { t } from '../../tests/t.ts';\nexport const f = t;\n",
      'tests/t.ts': "import { thing } from '../src/app/thing.ts';\nexport const t = thing;\n",
    });
    const violations = await boundaryViolations(['src', 'machines', 'server'], dir);
    const byRule = (name: string) => violations.filter((line) => line.startsWith(`${name}:`));
    expect(byRule('machines-import-contract-and-domain-only')).toEqual([
      'machines-import-contract-and-domain-only: machines/flow/flow.machine.ts → src/app/thing.ts',
    ]);
    expect(byRule('machines-no-framework')).toHaveLength(1);
    expect(byRule('domain-is-plain')).toHaveLength(1);
    expect(byRule('server-imports-contract-only')).toEqual([
      'server-imports-contract-only: server/handler.ts → src/app/thing.ts',
    ]);
    // Reaching into another feature is refused; its index.ts is its public face.
    expect(byRule('features-are-not-libraries')).toEqual([
      'features-are-not-libraries: src/features/a/A.ts → src/features/b/deep.ts',
    ]);
    expect(byRule('no-cycles').length).toBeGreaterThan(0);
    expect(byRule('no-cycles').every((line) => /src\/(one|two)\.ts/.test(line))).toBe(true);
    expect(byRule('app-code-imports-no-tests')).toEqual([
      'app-code-imports-no-tests: src/app/fixture.ts → tests/t.ts',
    ]);
    // Every rule is exercised.
    expect(new Set(violations.map((line) => line.split(':')[0]))).toEqual(
      new Set(BOUNDARY_RULES.map((rule) => rule.name)),
    );
  });
});
