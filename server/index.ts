// Entry point: `node server/index.ts` starts the reference server (PORT=0 picks a free port).
import { buildServer } from './app.ts';

const server = await buildServer();
const { app, config } = server;
await app.listen({ port: config.PORT, host: config.HOST });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
process.stdout.write(
  `Kosh reference server (${config.MODE}) listening on http://${host}:${port}\n`,
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
