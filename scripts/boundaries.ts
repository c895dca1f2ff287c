// The one direction of imports (ARCHITECTURE §2), checked with dependency-cruiser:
// `npm run check:boundaries`; tests/scripts/boundaries.test.ts runs the same rules on the tree and
// on a planted violation of each, so CI fails on an import that breaks a boundary or a cycle.
import type { ICruiseResult, IForbiddenRuleType } from 'dependency-cruiser';
import { cruise } from 'dependency-cruiser';

const PROJECT_CODE = '^(openapi|src|machines|server|stories|tests|scripts)/';

export const BOUNDARY_RULES: IForbiddenRuleType[] = [
  {
    name: 'no-cycles',
    comment: 'An import cycle couples modules both ways; break it with a third module.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'machines-import-contract-and-domain-only',
    comment:
      'Statecharts see openapi types, src/domain and other machines; never views or clients.',
    severity: 'error',
    from: { path: '^machines/' },
    to: { path: PROJECT_CODE, pathNot: '^(machines|openapi|src/domain)/' },
  },
  {
    name: 'machines-no-framework',
    comment: 'No React, router, store, DOM or fetch client in a machine: only xstate and dayjs.',
    severity: 'error',
    from: { path: '^machines/' },
    to: { dependencyTypes: ['npm', 'npm-dev'], pathNot: 'node_modules/(xstate|dayjs)/' },
  },
  {
    name: 'domain-is-plain',
    comment: 'src/domain is framework-free: it imports the contract, itself and dayjs only.',
    severity: 'error',
    from: { path: '^src/domain/' },
    to: {
      path: `${PROJECT_CODE}|node_modules/`,
      pathNot: '^(src/domain|openapi)/|node_modules/dayjs/',
    },
  },
  {
    name: 'server-imports-contract-only',
    comment: 'The reference server implements openapi/; it never imports the client.',
    severity: 'error',
    from: { path: '^server/' },
    to: { path: PROJECT_CODE, pathNot: '^(server|openapi)/' },
  },
  {
    name: 'features-are-not-libraries',
    comment:
      'A feature never reaches into another one: shared parts live in src/ui (hooks in src/ui/hooks); a screen that composes features (the soft-call screen: call popup, feedback panel) takes them from their index.ts.',
    severity: 'error',
    from: { path: '^src/features/([^/]+)/' },
    to: { path: '^src/features/[^/]+/', pathNot: '^src/features/($1/|[^/]+/index[.]ts$)' },
  },
  {
    name: 'app-code-imports-no-tests',
    comment: 'Stories and tests may import anything; nothing imports them.',
    severity: 'error',
    from: { path: '^(src|machines|server|openapi)/' },
    to: { path: '^(stories|tests)/' },
  },
];

/** The violations in `paths` (relative to `baseDir`), as readable lines. */
export async function boundaryViolations(
  paths: string[],
  baseDir = process.cwd(),
): Promise<string[]> {
  const { output } = await cruise(paths, {
    baseDir,
    ruleSet: { forbidden: BOUNDARY_RULES },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Packages are not followed, but stay visible as dependencies (the framework rules need them).
    exclude: { path: '(^|/)(dist|openapi/generated)/' },
    validate: true,
  });
  const result = output as ICruiseResult;
  return result.summary.violations.map((v) =>
    v.cycle?.length
      ? `${v.rule.name}: ${[v.from, ...v.cycle.map((step) => step.name)].join(' → ')}`
      : `${v.rule.name}: ${v.from} → ${v.to}`,
  );
}

export const CHECKED = ['openapi', 'src', 'machines', 'server', 'stories', 'scripts'];

if (import.meta.main) {
  const violations = await boundaryViolations(CHECKED);
  for (const line of violations) console.error(line);
  console.log(`${violations.length} boundary violation(s) in ${CHECKED.join(', ')}`);
  process.exit(violations.length ? 1 : 0);
}
