import { useQuery } from '@tanstack/react-query';
import type { paths } from '../../../openapi/generated/auth.ts';
import type { QueryHooks } from '../../api/queryHooks.ts';
import { formatDateTime } from '../../domain/format.ts';
import { messages } from '../../domain/messages.ts';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { DataTable } from '../../ui/table/DataTable.tsx';
import { ACCOUNT_TEXTS as T } from './accountTexts.ts';

type SignIn =
  paths['/business/login-activity']['get']['responses']['200']['content']['application/json']['results'][number];

/** /user-profile-activity: the user's own sign-ins, newest first (the server's activity log). */
export function LoginActivityScreen({ queries }: { queries: QueryHooks<paths> }) {
  const query = useQuery(
    queries.queryOptions('get', '/business/login-activity', { params: { query: { entries: 50 } } }),
  );
  return (
    <section
      aria-labelledby="login-activity-title"
      className="flex max-w-2xl flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h1 id="login-activity-title" className="text-xl font-semibold text-slate-900">
        {T.activity}
      </h1>
      <QueryPanel
        query={query}
        errorText={messages.common.somethingWentWrong}
        skeleton={<div className="h-40 animate-pulse rounded-md bg-slate-100" />}
        isEmpty={(data) => data.results.length === 0}
      >
        {(data) => (
          <DataTable<SignIn>
            caption={T.activity}
            columns={[
              { label: T.signedInAt, cell: (row) => formatDateTime(row.created_at) },
              { label: T.method, cell: (row) => T.methods[row.action] },
            ]}
            rows={data.results}
            rowKey={(row) => row.id}
          />
        )}
      </QueryPanel>
    </section>
  );
}
