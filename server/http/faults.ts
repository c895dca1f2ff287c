// Fault injection for tests and demos (development and test modes only): "the next N calls of
// this operation answer this status". Lets an e2e make the real server fail a save.
import type { FastifyInstance } from 'fastify';

type Fault = { method: string; path: RegExp; status: number; body: unknown; remaining: number };

/** `/api/v1/soft-calls/{id}/feedback` → a pattern matching any id. */
function pathPattern(template: string): RegExp {
  const parts = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^/?]+')}/?(\\?.*)?$`);
}

export function addFaultInjection(app: FastifyInstance): void {
  const faults: Fault[] = [];
  app.post<{
    Body: { method?: string; path?: string; status?: number; body?: unknown; times?: number };
  }>('/__test/faults', async (request, reply) => {
    const { method, path, status, body, times = 1 } = request.body ?? {};
    if (!method || !path || !status || status < 400 || status > 599) {
      return reply.code(400).send({ error: 'method, path and a 4xx/5xx status are required' });
    }
    faults.push({
      method: method.toUpperCase(),
      path: pathPattern(path),
      status,
      body: body ?? { error: 'Injected fault' },
      remaining: times,
    });
    return { msg: `next ${times} ${method.toUpperCase()} ${path} will answer ${status}` };
  });
  app.delete('/__test/faults', async () => {
    faults.length = 0;
    return { msg: 'faults cleared' };
  });
  app.addHook('onRequest', async (request, reply) => {
    const fault = faults.find(
      (f) => f.remaining > 0 && f.method === request.method && f.path.test(request.url),
    );
    if (!fault) return;
    fault.remaining -= 1;
    return reply.code(fault.status).send(fault.body);
  });
}
