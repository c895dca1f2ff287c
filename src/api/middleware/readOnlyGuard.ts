import type { Middleware } from 'openapi-fetch';
import { messages } from '../../domain/messages.ts';
import { PermissionDeniedError } from '../errors.ts';
import type { AlertFn } from '../types.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type ReadOnlyGuardOptions = {
  isReadOnly: () => boolean;
  isAuthPage: () => boolean;
  alert: AlertFn;
  /** Writes that only set up the session (not business data) and must work for every role. */
  isExempt?: (schemaPath: string, method: string) => boolean;
  /** Reads that create something (the contract's `x-creates`, e.g. a payment link). */
  isCreatingRead?: (schemaPath: string) => boolean;
};

/**
 * Read-only roles may look but not change: writes, and reads that create something, are refused
 * before they reach the network (the server refuses them too).
 */
export function createReadOnlyGuard(options: ReadOnlyGuardOptions): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const changes =
        WRITE_METHODS.has(request.method) ||
        (request.method === 'GET' && options.isCreatingRead?.(schemaPath) === true);
      if (!changes) return;
      if (!options.isReadOnly() || options.isAuthPage()) return;
      if (options.isExempt?.(schemaPath, request.method)) return;
      options.alert(messages.api.noPermission, { kind: 'error' });
      throw new PermissionDeniedError();
    },
  };
}
