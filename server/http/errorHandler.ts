// Every failure leaves as an ErrorBody: validation → 400 {error}, security → 401/403, else 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, NOT_AUTHENTICATED } from '../errors.ts';

/** The glue wraps security failures; the cause we threw is among `errors`. */
function securityCause(error: FastifyError): HttpError | null {
  const inner = (error as { errors?: unknown }).errors;
  if (!Array.isArray(inner)) return null;
  return (
    inner.find((e): e is HttpError => e instanceof HttpError) ??
    new HttpError(401, NOT_AUTHENTICATED)
  );
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const retryAfter = (error as HttpError & { retryAfter?: number }).retryAfter;
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return reply.code(error.statusCode).send(error.body);
    }
    const cause = securityCause(error);
    if (cause) return reply.code(cause.statusCode).send(cause.body);
    if (error.validation) {
      // `detail` repeats the message for screens that read detail (the password-reset dialog).
      return reply.code(400).send({ error: error.message, detail: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ error: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Internal Server Error' });
  });
}
