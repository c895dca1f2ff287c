import type { paths as AuthPaths } from '../../../openapi/generated/auth.ts';
import { createQueryHooks, type QueryHooks } from '../../api/queryHooks.ts';
import { api } from '../services.ts';

/** Reads of the auth service (the account pages) as queries, over the plain client. */
export const authQueries: QueryHooks<AuthPaths> = createQueryHooks(api.authPlain);
