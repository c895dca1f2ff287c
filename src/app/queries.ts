import type { paths as MainPaths } from '../../openapi/generated/main.ts';
import { createQueryHooks, type QueryHooks } from '../api/queryHooks.ts';
import { api } from './services.ts';

/**
 * Reads of the v1 backend as queries, over the plain client (panels show their own failure
 * texts). Imported by signed-in pages only, so the query code stays out of the login chunk.
 */
export const mainQueries: QueryHooks<MainPaths> = createQueryHooks(api.mainPlain);
