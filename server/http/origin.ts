// The public origin of this server, for links it mints.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

export function originOf(request: FastifyRequest, config: Config): string {
  return config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;
}
