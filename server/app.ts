// The reference server: three OpenAPI services on one Fastify instance, the realtime broker and
// the built client.

import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { createCaptchaVerifier } from './auth/captcha.ts';
import { startMessageScheduler } from './chat/scheduleDelivery.ts';
import { type Config, type ConfigOverrides, loadConfig } from './config.ts';
import type { Ctx } from './context.ts';
import { type Db, migrate, openDatabase } from './db/database.ts';
import { hasMissingSeedFiles } from './documents/storage.ts';
import { serviceHandlers } from './handlers/index.ts';
import { installBodyParsing, refuseAnswerTypes } from './http/bodies.ts';
import { installErrorHandler } from './http/errorHandler.ts';
import { addFaultInjection } from './http/faults.ts';
import { installOpenApiValidation, loadDocument, type ServiceName } from './http/openapi.ts';
import { redactUrl } from './http/redact.ts';
import { securityHandlers } from './http/security.ts';
import { addHealthRoute, addPayPages, addSecurityHeaders, serveClient } from './http/web.ts';
import { startJobRunner } from './jobs/runner.ts';
import { attachRealtime, type Realtime } from './realtime/broker.ts';
import { connectExternalBroker } from './realtime/external.ts';
import type { SeedReport } from './seed/index.ts';

export type Server = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  realtime: Realtime;
  seeded: SeedReport | null;
  close: () => Promise<void>;
};

export const SERVICE_PREFIXES: Record<ServiceName, string> = {
  main: '/api/v1',
  auth: '/api/auth',
  chat: '/api/chat',
};

export async function buildServer(overrides: ConfigOverrides = {}): Promise<Server> {
  const config = loadConfig(overrides);
  const db = openDatabase(config.DATABASE);
  let seeded: SeedReport | null = null;
  try {
    migrate(db);
    // Faker loads only when a seed may be needed.
    seeded = config.SEED ? (await import('./seed/index.ts')).seedIfEmpty(db) : null;
    // Seeded documents' files are generated into the data folder (again, if it was emptied).
    if (hasMissingSeedFiles(db, config.DATA_DIR)) {
      await (await import('./seed/documentFiles.ts')).writeSeedDocumentFiles(db, config.DATA_DIR);
    }
  } catch (error) {
    db.close();
    throw error;
  }

  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: {
              req: (request) => ({ method: request.method, url: redactUrl(request.url) }),
            },
          },
    // Clients written against the original backend add trailing slashes; both forms route.
    routerOptions: { ignoreTrailingSlash: true },
  });
  if (seeded) app.log.info(seeded, 'seeded an empty database');

  let realtime: Realtime | undefined;
  const ctx: Ctx = {
    db,
    config,
    captcha: createCaptchaVerifier(config),
    // Handlers run only once the server is ready, by when the broker is attached.
    publish: (topic, payload) =>
      realtime ? realtime.publish(topic, payload) : Promise.reject(new Error('no realtime broker')),
  };
  try {
    installOpenApiValidation(app);
    installBodyParsing(app);
    // JSON answers are compressed on the fly (static files come pre-compressed from the build).
    await app.register(fastifyCompress, { threshold: 1024, encodings: ['gzip', 'deflate'] });
    installErrorHandler(app);
    addSecurityHeaders(app, Boolean(config.RECAPTCHA_SECRET), config.BROKER_URL);
    addHealthRoute(app, ctx);
    addPayPages(app, ctx);
    if (config.MODE !== 'production') addFaultInjection(app, db);
    const handlers = serviceHandlers(ctx);
    for (const service of ['main', 'auth', 'chat'] as const) {
      const specification = loadDocument(service, config.MODE);
      const prefix = SERVICE_PREFIXES[service];
      refuseAnswerTypes(app, specification);
      await app.register(openapiGlue, {
        specification,
        serviceHandlers: handlers[service],
        securityHandlers: securityHandlers(ctx, service, specification, prefix),
        prefix,
      });
    }
    await serveClient(app, config.STATIC_DIR);
    // An external broker when configured (its own listener serves the browsers), else the
    // embedded one at /mqtt.
    realtime = config.REALTIME_BROKER_URL
      ? await connectExternalBroker(config)
      : await attachRealtime(app, db);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    db.close();
    throw error;
  }

  const broker = realtime;
  // Scheduled chat messages go out on time (issue 19 §4).
  const stopScheduler = startMessageScheduler({ db, publish: ctx.publish, log: app.log });
  // Background jobs run and report progress (issue 21 §1).
  const stopJobs = startJobRunner({ db, publish: ctx.publish, log: app.log });
  let closed = false;
  return {
    app,
    db,
    config,
    realtime: broker,
    seeded,
    close: async () => {
      if (closed) return;
      closed = true;
      stopScheduler();
      stopJobs();
      await broker.close();
      await app.close();
      db.close();
    },
  };
}
