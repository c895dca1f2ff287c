// bearerAuth for each service: verifies the JWT and remembers who is calling.
import type { FastifyRequest } from 'fastify';
import { type TokenType, verifyJwt } from '../auth/jwt.ts';
import type { Ctx } from '../context.ts';
import { isReadOnly } from '../domain.ts';
import { HttpError, NOT_AUTHENTICATED, TOKEN_NOT_VALID } from '../errors.ts';
import { type AuthUser, loadAuthUser } from '../staff.ts';
import type { OpenApiDocument, ServiceName } from './openapi.ts';

const callers = new WeakMap<FastifyRequest, AuthUser>();

/** The authenticated caller; only operations behind bearerAuth have one. */
export function userOf(request: FastifyRequest): AuthUser {
  const user = callers.get(request);
  if (!user) throw new HttpError(401, NOT_AUTHENTICATED);
  return user;
}

/** The caller's role flags; a login without a staff profile is refused. */
export function staffOf(request: FastifyRequest) {
  const user = userOf(request);
  if (!user.roles) throw new HttpError(403, { detail: 'Unauthorized User' });
  return { ...user, roles: user.roles };
}

const ACCEPTED: Record<ServiceName, TokenType[]> = {
  main: ['access'],
  auth: ['access'],
  // The chat service takes the main access token or its own chat token.
  chat: ['access', 'chat'],
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Route patterns (`GET /payment-link`) of operations the contract marks `x-creates`. */
function creatingReads(doc: OpenApiDocument): Set<string> {
  const found = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (op?.['x-creates'] === true) found.add(`${method.toUpperCase()} ${path}`);
    }
  }
  return found;
}

/** Fastify's route url (`/api/v1/loans/:loan_id`) as the contract writes it (`/loans/{loan_id}`). */
const contractPath = (url: string, prefix: string) =>
  url.slice(prefix.length).replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Whether the operation changes or creates something: a write, or a read marked `x-creates`. */
export function changesData(
  method: string,
  routeUrl: string | undefined,
  prefix: string,
  creating: Set<string>,
): boolean {
  if (WRITE_METHODS.has(method)) return true;
  return routeUrl !== undefined && creating.has(`${method} ${contractPath(routeUrl, prefix)}`);
}

export function securityHandlers(
  ctx: Ctx,
  service: ServiceName,
  doc: OpenApiDocument,
  prefix: string,
) {
  const creating = creatingReads(doc);
  return {
    bearerAuth: async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header) throw new HttpError(401, NOT_AUTHENTICATED);
      const [scheme, token] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw new HttpError(401, TOKEN_NOT_VALID);
      const claims = verifyJwt(ctx.config.JWT_SECRET, token);
      if (!claims || !ACCEPTED[service].includes(claims.typ)) {
        throw new HttpError(401, TOKEN_NOT_VALID);
      }
      const user = loadAuthUser(ctx.db, Number(claims.sub));
      if (!user) throw new HttpError(401, TOKEN_NOT_VALID);
      if (service === 'main') {
        if (!user.roles) throw new HttpError(403, { detail: 'Unauthorized User' });
        const url = request.routeOptions.url;
        if (changesData(request.method, url, prefix, creating) && isReadOnly(user.roles)) {
          throw new HttpError(403, {
            detail: 'You do not have permission to perform this action',
          });
        }
      }
      callers.set(request, user);
    },
  };
}
