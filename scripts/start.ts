// `npm start`: the reference server (development mode, demo data in data/) and the client on
// Vite's dev server, which proxies /api and /mqtt to it. Prints the one URL to open.
import { createServer } from 'vite';
import { buildServer } from '../server/app.ts';

const apiPort = Number(process.env.API_PORT ?? 4010);
const webPort = Number(process.env.PORT ?? 5173);

const backend = await buildServer({
  MODE: process.env.MODE ?? 'development',
  STATIC_DIR: null,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
await backend.app.listen({ port: apiPort, host: '127.0.0.1' });
// API_PORT=0 takes any free port (the dev-server e2e does): proxy to the one actually bound.
const bound = backend.app.server.address();
const boundPort = typeof bound === 'object' && bound ? bound.port : apiPort;

process.env.API_PROXY_TARGET = `http://127.0.0.1:${boundPort}`;
const web = await createServer({
  server: { port: webPort, strictPort: false, host: '127.0.0.1' },
  logLevel: 'warn',
});
await web.listen();

const url = web.resolvedUrls?.local[0] ?? `http://127.0.0.1:${webPort}/`;
console.log(`\nKosh back office is running: ${url}lender/auth`.replace('//lender', '/lender'));
console.log('Sign in with a demo user (README: "Demo users"); OTPs are printed here.\n');

async function stop() {
  await web.close();
  await backend.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
