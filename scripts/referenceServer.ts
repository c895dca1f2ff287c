// The reference server in this process for the benchmarks: test mode, a fresh seeded database in
// memory, serving `staticDir` as the client on a free loopback port.
import { buildServer, type Server } from '../server/app.ts';

export async function startReferenceServer(
  staticDir: string,
): Promise<{ server: Server; origin: string }> {
  const server = await buildServer({
    DATABASE: ':memory:',
    MODE: 'test',
    STATIC_DIR: staticDir,
    LOG_LEVEL: 'warn',
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, origin: `http://127.0.0.1:${port}` };
}
