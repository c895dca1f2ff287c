import type { paths } from '../../../openapi/generated/main.ts';
import type { QueryHooks } from '../../api/queryHooks.ts';
import type { ComplaintStatus } from '../../domain/access/complaints.ts';

export type ComplaintQueryHooks = QueryHooks<paths>;

/** A page of complaints, of one status or all; the key carries both. */
export const complaintsQuery = (
  queries: ComplaintQueryHooks,
  status: ComplaintStatus | null,
  page: number,
) =>
  queries.queryOptions('get', '/complaint/complaints', {
    params: { query: { ...(status ? { status } : {}), page } },
  });

/** Every page of every filter: what a register or a move makes stale. */
export const ALL_COMPLAINTS_KEY = ['get', '/complaint/complaints'] as const;
