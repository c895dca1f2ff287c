// Starts the reference server for one e2e run: a free port, a fresh in-memory database, test mode
// (so tests can read OTPs) and the production build of the client with its CSP.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const URL_LINE = /listening on (http:\/\/\S+)/;

function ensureBuild() {
  if (existsSync('dist/index.html') && process.env.E2E_REUSE_BUILD !== 'false') return;
  const build = spawnSync('vite', ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    // A demo build: calls go through the telephony simulator.
    env: { ...process.env, VITE_TELEPHONY: process.env.VITE_TELEPHONY ?? 'simulator' },
  });
  if (build.status !== 0) throw new Error('vite build failed');
}

export default async function globalSetup() {
  ensureBuild();
  const server: ChildProcess = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      MODE: 'test',
      DATABASE: ':memory:',
      STATIC_DIR: 'dist',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('reference server did not start in 120 s')),
      120_000,
    );
    let out = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = URL_LINE.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.on('exit', (code) => reject(new Error(`reference server exited with ${code}: ${out}`)));
  });
  process.env.E2E_BASE_URL = url;
  return async () => {
    server.kill('SIGTERM');
  };
}
