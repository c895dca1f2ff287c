import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.ts';

// e2e drives the system Chromium against the reference server, which global-setup starts on a
// free port with a fresh in-memory database and the production build of the client.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // A first paint of a heavy page (the loan page's co-borrower panels) can take over the default
  // 5 s on a loaded 2-core machine; waiting longer for what must appear hides no failure.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
});
