// Fault injection for tests and demos (development and test modes only): "the next N calls of
// this operation answer this status". Lets an e2e make the real server fail a save. With
// `afterCommit: true` the call runs and commits, and only its answer is replaced: the answer
// "lost on the way" after the server did the work.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { one } from '../db/statements.ts';

type Fault = {
  method: string;
  path: RegExp;
  status: number;
  body: unknown;
  remaining: number;
  afterCommit: boolean;
};

/** Tables whose rows a test may count for one soft call (to see a save stored once). */
const COUNTABLE = new Set(['call_feedback', 'call_outcomes']);

/** `/api/v1/soft-calls/{id}/feedback` → a pattern matching any id. */
function pathPattern(template: string): RegExp {
  const parts = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^/?]+')}/?(\\?.*)?$`);
}

export function addFaultInjection(app: FastifyInstance, db: Db): void {
  const faults: Fault[] = [];
  const lost = new WeakSet<FastifyRequest>();
  app.post<{
    Body: {
      method?: string;
      path?: string;
      status?: number;
      body?: unknown;
      times?: number;
      afterCommit?: boolean;
    };
  }>('/__test/faults', async (request, reply) => {
    const { method, path, status, body, times = 1, afterCommit = false } = request.body ?? {};
    if (!method || !path || !status || status < 400 || status > 599) {
      return reply.code(400).send({ error: 'method, path and a 4xx/5xx status are required' });
    }
    faults.push({
      method: method.toUpperCase(),
      path: pathPattern(path),
      status,
      body: body ?? { error: 'Injected fault' },
      remaining: times,
      afterCommit,
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
    if (fault.afterCommit) {
      lost.add(request);
      (request as FastifyRequest & { lostAnswer?: Fault }).lostAnswer = fault;
      return;
    }
    return reply.code(fault.status).send(fault.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!lost.has(request)) return payload;
    lost.delete(request);
    const fault = (request as FastifyRequest & { lostAnswer?: Fault }).lostAnswer!;
    reply.code(fault.status).header('content-type', 'application/json');
    return JSON.stringify(fault.body);
  });
  app.get<{ Querystring: { table?: string; soft_call_id?: string } }>(
    '/__test/rows',
    async (request, reply) => {
      const { table = '', soft_call_id } = request.query;
      if (!COUNTABLE.has(table) || !soft_call_id) {
        return reply.code(400).send({ error: `table must be one of ${[...COUNTABLE].join(', ')}` });
      }
      const row = one<{ n: number }>(
        db,
        `SELECT count(*) AS n FROM ${table} WHERE soft_call_id = ?`,
        Number(soft_call_id),
      );
      return { rows: Number(row?.n ?? 0) };
    },
  );
}
