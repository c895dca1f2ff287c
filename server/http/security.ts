// bearerAuth for each service: verifies the JWT and remembers who is calling.
import type { FastifyRequest } from 'fastify';
import { type TokenType, verifyJwt } from '../auth/jwt.ts';
import type { Ctx } from '../context.ts';
import { isReadOnly } from '../domain.ts';
import { HttpError, NOT_AUTHENTICATED, TOKEN_NOT_VALID } from '../errors.ts';
import { type AuthUser, loadAuthUser } from '../staff.ts';
import type { ServiceName } from './openapi.ts';

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

export function securityHandlers(ctx: Ctx, service: ServiceName) {
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
        if (WRITE_METHODS.has(request.method) && isReadOnly(user.roles)) {
          throw new HttpError(403, {
            detail: 'You do not have permission to perform this action',
          });
        }
      }
      callers.set(request, user);
    },
  };
}
