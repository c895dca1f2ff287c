/// <reference types="vitest/config" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vite';
import { chromiumArgs, findChromium } from './scripts/chromium.ts';
import { precompress } from './scripts/precompress.ts';
import { requireTelephony } from './scripts/requireTelephony.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
// The reference server the dev server proxies to (npm start sets it).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4010';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), requireTelephony()],
  // Pre-bundled up front: a dependency discovered mid-run makes the browser test runner reload.
  optimizeDeps: {
    include: [
      'xstate',
      '@xstate/react',
      '@headlessui/react',
      '@tanstack/react-virtual',
      'wouter',
      'wouter/memory-location',
      'valtio',
      'dayjs',
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/mqtt': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  // No source maps in the build: the served app must not ship its sources. The largest chunk is
  // the map island (maplibre and India's boundaries, ~1.3 MB raw, 300 KiB brotli), loaded only
  // where a map is shown; what each route loads is measured by scripts/bundle-size.ts.
  // No modulepreload polyfill: every browser the back office supports preloads modules natively.
  build: {
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1400,
    modulePreload: { polyfill: false },
  },
  test: {
    globals: true,
    // Every core runs tests. Vitest's default leaves one to its main process, which here mostly
    // waits: on a 2-core machine that is one worker, and the whole run took 40% longer.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'tests/server/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'tests/machines/**/*.test.ts',
            'tests/domain/**/*.test.ts',
            'tests/scripts/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/unit.ts'],
          globalSetup: ['tests/setup/seededDatabase.ts'],
          // A server test's beforeAll seeds a fresh database (documents included): seconds on
          // a busy machine, more than the default 10 s when every core is taken.
          hookTimeout: 60_000,
          // The files share their worker's modules instead of importing the server, the machines
          // and xstate afresh for each: half the time. Each server test starts its own server on
          // its own database, and the machine tests keep no state between files.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'views',
          environment: 'jsdom',
          include: ['tests/views/**/*.test.{ts,tsx}', 'tests/api/**/*.test.tsx'],
          setupFiles: ['tests/setup/views.ts'],
          // The files share their worker's modules and jsdom instead of importing React, the
          // machines and jsdom afresh for each: 40% less time. The setup file puts back what a
          // file may leave on shared globals, and each test renders its own tree and clients.
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'stories',
          // The 10,000-loan workbook story builds a real .xlsx: seconds when idle, over 15 s with
          // every core busy.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: findChromium(), args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
