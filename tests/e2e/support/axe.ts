import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** The rule sets the app is held to: WCAG 2.0/2.1 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

type Finding = { id: string; impact: string; help: string; targets: string[] };

/** One line per violation: rule, impact and where, so a failure reads without a trace viewer. */
const describe = (findings: Finding[]) =>
  findings
    .map((f) => `  [${f.impact}] ${f.id}: ${f.help}\n      at ${f.targets.join('\n      at ')}`)
    .join('\n');

/**
 * Runs axe on the page as it is now (`state` names what is on screen) and fails, softly so the
 * other states of the same page are still checked, on any serious or critical violation, or
 * when the page has not exactly one h1. Every violation is listed in the test's annotations,
 * and printed when A11Y_VERBOSE is set.
 */
export async function checkA11y(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const findings: Finding[] = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.map((node) => node.target.join(' ')),
  }));
  const blocking = findings.filter((f) => BLOCKING.has(f.impact));
  test.info().annotations.push({
    type: 'axe',
    description: `${state}: ${findings.map((f) => `${f.id}(${f.impact})`).join(', ') || 'clean'}`,
  });
  if (process.env.A11Y_VERBOSE) {
    console.log(`axe on "${state}": ${findings.length ? `\n${describe(findings)}` : 'clean'}`);
  }
  // One h1 per screen (axe asks for at least one; more would blur what the page is).
  const h1s = await page.locator('h1, [role="heading"][aria-level="1"]').allInnerTexts();
  expect.soft(h1s, `"${state}" has one h1`).toHaveLength(1);
  expect
    .soft(blocking, `serious or critical axe violations on "${state}":\n${describe(blocking)}`)
    .toEqual([]);
}
