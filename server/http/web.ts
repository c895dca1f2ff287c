// What is not the API: health, security headers, the built client with SPA fallback, pay pages.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.ts';
import { one } from '../db/statements.ts';

// reCAPTCHA's script and frame, allowed only when the server is configured to verify it.
const RECAPTCHA_SOURCES = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';

/**
 * The policy every response carries. connect-src is the app itself (its API and the broker it
 * hosts at /mqtt: 'self' covers ws(s) to the same origin) plus, only when configured, the one
 * other broker the client is pointed at — never any WebSocket host.
 */
export function contentSecurityPolicy(
  withRecaptcha: boolean,
  brokerOrigin: string | null = null,
): string {
  const policy = CONTENT_SECURITY_POLICY.replace(
    "script-src 'self'",
    `script-src 'self'${withRecaptcha ? ` ${RECAPTCHA_SOURCES}` : ''}`,
  ).replace("connect-src 'self'", `connect-src 'self'${brokerOrigin ? ` ${brokerOrigin}` : ''}`);
  return withRecaptcha ? `${policy}; frame-src ${RECAPTCHA_SOURCES}` : policy;
}

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob: data:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export function addSecurityHeaders(
  app: FastifyInstance,
  withRecaptcha = false,
  brokerOrigin: string | null = null,
): void {
  const policy = contentSecurityPolicy(withRecaptcha, brokerOrigin);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    return payload;
  });
}

export function addHealthRoute(app: FastifyInstance, ctx: Ctx): void {
  app.get('/health', async () => {
    one(ctx.db, 'SELECT 1 AS ok');
    return { status: 'ok', mode: ctx.config.MODE };
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page a minted payment link opens; payment itself happens at the payment provider. */
export function addPayPages(app: FastifyInstance, ctx: Ctx): void {
  app.get<{ Params: { token: string } }>('/pay/:token', async (request, reply) => {
    const link = one<{ amount: number; loan_id: number; name: string; status: string }>(
      ctx.db,
      `SELECT p.amount, p.loan_id, p.status, c.name FROM payment_links p
       JOIN customers c ON c.id = p.customer_id WHERE p.token = ?`,
      request.params.token,
    );
    if (!link) return reply.code(404).type('text/html').send('<h1>Payment link not found</h1>');
    const amount = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(
      link.amount,
    );
    return reply
      .type('text/html')
      .send(
        `<!doctype html><meta charset="utf-8"><title>Kosh payment</title><h1>Pay ${escapeHtml(amount)}</h1><p>Loan ${link.loan_id} · ${escapeHtml(link.name)} · link ${escapeHtml(link.status)}</p>`,
      );
  });
}

/** Serves the built client; unknown non-API paths get index.html so the client router decides. */
export async function serveClient(
  app: FastifyInstance,
  staticDir: string | null,
): Promise<boolean> {
  const hasClient = staticDir !== null && existsSync(join(staticDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      // Built assets carry a content hash in their name; everything else must revalidate.
      // The build writes .br and .gz twins; the one the browser accepts is sent as it is.
      preCompressed: true,
      // Source maps are never served (the production build makes none; belt and braces).
      allowedPath: (path) => !path.endsWith('.map'),
      setHeaders(reply, path) {
        const hashed = path.includes(`${join('/', 'assets', '/')}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else if (staticDir !== null) {
    app.log.warn({ staticDir }, 'no index.html in STATIC_DIR; serving the API only');
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/');
    if (hasClient && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ detail: 'Not found.' });
  });
  return hasClient;
}
