import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import createClient from 'openapi-fetch';
import type { ReactElement } from 'react';
import type { paths } from '../../openapi/generated/main.ts';
import { createQueryClient } from '../../src/app/queryClient.ts';
import {
  createDashboardCalls,
  type DashboardCallDeps,
} from '../../src/features/dashboard/dashboardCalls.ts';
import { type Deferred, deferred } from './deferred.ts';
import type { Answer } from './fakeCustomerServer.ts';

export { type Answer, fail, ok } from './fakeCustomerServer.ts';

/** One request of the dashboard's data: the answer or a page of rows, its query, its signal. */
export type DashboardRequest = {
  read: 'answer' | 'rows';
  query: Record<string, string>;
  signal: AbortSignal;
  /** Settles this request when the server's `answer` left it to the test. */
  reply: Deferred<Answer>;
};

/**
 * The v1 client over a fetch that answers the dashboard's reads in memory (no network library):
 * `answer` decides each request's answer; by default every request waits for the test to settle
 * its `reply`. Every request is recorded. `calls` are the app's real dashboard calls over it.
 */
export function fakeDashboardServer(
  answer: (request: DashboardRequest) => Answer | Promise<Answer> = (r) => r.reply.promise,
  deps: DashboardCallDeps = {},
) {
  const requests: DashboardRequest[] = [];
  const client = createClient<paths>({
    baseUrl: 'http://server.test/api/v1',
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const call: DashboardRequest = {
        read: url.pathname.endsWith('/rows') ? 'rows' : 'answer',
        query: Object.fromEntries(url.searchParams),
        signal: request.signal,
        reply: deferred<Answer>(),
      };
      requests.push(call);
      const { status, body } = await answer(call);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  /** The latest request of `read` not yet settled nor aborted. */
  const pending = (read: DashboardRequest['read']) => {
    const open = requests.filter((r) => r.read === read && !r.reply.settled && !r.signal.aborted);
    const last = open.at(-1);
    if (!last) throw new Error(`No ${read} request is waiting`);
    return last;
  };
  return { client, requests, pending, calls: createDashboardCalls(client, deps) };
}

/**
 * The app's query cache as a test needs it: failures not retried after a pause, and a query
 * nobody shows is dropped at once, so filters chosen again are asked again (as a path expects)
 * rather than shown from the cache.
 */
export function testQueryClient(): QueryClient {
  const client = createQueryClient({ retryDelay: 0 });
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, gcTime: 0 },
  });
  return client;
}

export const withQueries = (client: QueryClient, element: ReactElement) => (
  <QueryClientProvider client={client}>{element}</QueryClientProvider>
);
