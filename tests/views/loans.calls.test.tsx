// @vitest-environment jsdom
import createClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { defaultLoanFilters, sampleLoan, samplePage } from '../../machines/loanList/index.ts';
import type { paths } from '../../openapi/generated/main.ts';
import { NO_ROLE_FLAGS } from '../../src/domain/access/roles.ts';
import { createLoanActors } from '../../src/features/loans/loanCalls.ts';

/* The app's loan calls: which operation each page uses, the query it sends, what a failure says. */

function clientAnswering(status: number, body: unknown) {
  const requests: Request[] = [];
  const client = createClient<paths>({
    baseUrl: 'http://backend.test/api/v1',
    fetch: async (request: Request) => {
      requests.push(request);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { client, requests };
}

const run = <T,>(logic: Parameters<typeof createActor>[0], input: unknown) =>
  toPromise(createActor(logic, { input }).start()) as Promise<T>;

describe('loan calls', () => {
  it('lists each page from its own operation, with the filters that are set', async () => {
    const page = samplePage(8, 8, 20);
    const { client, requests } = clientAnswering(200, page);
    const { fetchPages } = createLoanActors(client);
    const filters = { ...defaultLoanFilters('approved-loans'), team_lead: 'disbursal' as const };
    const answer = await run(fetchPages, {
      scope: { page: 'approved-loans', flags: NO_ROLE_FLAGS },
      filters,
      start: 8,
      entries: 8,
      pages: 1,
    });
    expect(answer).toEqual(page);
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/v1/loans/approved');
    expect(url.searchParams.getAll('status')).toEqual([
      'loan_approved',
      'ready_for_disbursal',
      'ready_for_disbursal_review',
    ]);
    expect(Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'status'))).toEqual({
      team_lead: 'disbursal',
      start: '8',
      entries: '8',
    });

    for (const [name, path] of [
      ['search-loan', '/api/v1/loans/search'],
      ['loan-applications', '/api/v1/loans/applications'],
      ['disbursed-loans', '/api/v1/loans/disbursed'],
    ] as const) {
      await run(fetchPages, {
        scope: { page: name, flags: NO_ROLE_FLAGS },
        filters: defaultLoanFilters(name),
        start: 0,
        entries: 8,
        pages: 1,
      });
      expect(new URL(requests.at(-1)!.url).pathname).toBe(path);
    }
    expect(new URL(requests[1]!.url).search).toBe('?start=0&entries=8');
  });

  it('asks for several pages of 8 at once and answers them as one, up to the short page', async () => {
    const requests: Request[] = [];
    const client = createClient<paths>({
      baseUrl: 'http://backend.test/api/v1',
      fetch: async (request: Request) => {
        requests.push(request);
        const start = Number(new URL(request.url).searchParams.get('start'));
        return Response.json(samplePage(start, 8, 20));
      },
    });
    const answer = await run(createLoanActors(client).fetchPages, {
      scope: { page: 'search-loan', flags: NO_ROLE_FLAGS },
      filters: defaultLoanFilters('search-loan'),
      start: 8,
      entries: 8,
      pages: 3,
    });
    expect(requests.map((r) => new URL(r.url).searchParams.get('start'))).toEqual([
      '8',
      '16',
      '24',
    ]);
    expect(requests.every((r) => new URL(r.url).searchParams.get('entries') === '8')).toBe(true);
    expect(answer).toEqual(samplePage(8, 24, 20));
  });

  it('fails as its first failing page does, and stops the others', async () => {
    const signals: AbortSignal[] = [];
    const client = createClient<paths>({
      baseUrl: 'http://backend.test/api/v1',
      fetch: async (request: Request) => {
        signals.push(request.signal);
        const start = Number(new URL(request.url).searchParams.get('start'));
        if (start === 16) return Response.json({ error: 'Bad Gateway' }, { status: 502 });
        // The others wait until they are stopped.
        return new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        );
      },
    });
    const answer = run(createLoanActors(client).fetchPages, {
      scope: { page: 'search-loan', flags: NO_ROLE_FLAGS },
      filters: defaultLoanFilters('search-loan'),
      start: 8,
      entries: 8,
      pages: 3,
    });
    await expect(answer).rejects.toMatchObject({ status: 502 });
    expect(signals).toHaveLength(3);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('stops every request of the pages asked together when the list stops them (new filters)', async () => {
    const signals: AbortSignal[] = [];
    const client = createClient<paths>({
      baseUrl: 'http://backend.test/api/v1',
      fetch: (request: Request) => {
        signals.push(request.signal);
        return new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        );
      },
    });
    const actor = createActor(createLoanActors(client).fetchPages, {
      input: {
        scope: { page: 'search-loan', flags: NO_ROLE_FLAGS },
        filters: defaultLoanFilters('search-loan'),
        start: 8,
        entries: 8,
        pages: 4,
      },
    }).start();
    await vi.waitFor(() => expect(signals).toHaveLength(4));
    actor.stop();
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('posts a decision and rejects with the server words', async () => {
    const decided = { ...sampleLoan(7), status: 'loan_approved' as const };
    const ok = clientAnswering(200, decided);
    const body = { loan_id: 7, decision: 'approve', comment: 'KYC fine' };
    await expect(run(createLoanActors(ok.client).decideLoan, body)).resolves.toEqual(decided);
    expect(ok.requests[0]!.method).toBe('POST');
    expect(new URL(ok.requests[0]!.url).pathname).toBe('/api/v1/loans/7/decision');
    expect(await ok.requests[0]!.json()).toEqual({ decision: 'approve', comment: 'KYC fine' });

    const refused = clientAnswering(400, { error: 'Cannot approve a loan in status rejected' });
    await expect(
      run(createLoanActors(refused.client).decideLoan, { loan_id: 7, decision: 'approve' }),
    ).rejects.toMatchObject({ message: 'Cannot approve a loan in status rejected', status: 400 });
  });
});
