// Where the browser tests find Chromium, and the flags that work on a machine with no network
// but loopback. Shared by vitest browser mode, Playwright e2e and the benchmarks.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((p) => existsSync(p));
}

export function chromiumPath(): string {
  const found = findChromium();
  if (!found) {
    throw new Error(
      'Chromium not found: set CHROME_PATH, or install it with `apt-get install -y chromium` (npm run ensure-chromium does that when allowed).',
    );
  }
  return found;
}

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
