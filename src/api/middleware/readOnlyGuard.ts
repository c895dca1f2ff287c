import type { Middleware } from 'openapi-fetch';
import { blocksWriteRequest } from '../../domain/access/permissions.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import { messages } from '../../domain/messages.ts';
import { PermissionDeniedError } from '../errors.ts';
import type { AlertFn } from '../types.ts';

export type ReadOnlyGuardOptions = {
  /** The signed-in user's role flags; the domain rule decides who is read-only. */
  roleFlags: () => RoleFlags;
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
      const blocked = blocksWriteRequest(options.roleFlags(), request.method, {
        onAuthPage: options.isAuthPage(),
        createsSomething: options.isCreatingRead?.(schemaPath) === true,
      });
      if (!blocked) return;
      if (options.isExempt?.(schemaPath, request.method)) return;
      options.alert(messages.api.noPermission, { kind: 'error' });
      throw new PermissionDeniedError();
    },
  };
}
