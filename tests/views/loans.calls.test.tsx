// @vitest-environment jsdom
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { defaultLoanFilters, sampleLoan, samplePage } from '../../machines/loanList/index.ts';
import type { paths } from '../../openapi/generated/main.ts';
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
    const { fetchLoanPage } = createLoanActors(client);
    const filters = { ...defaultLoanFilters('approved-loans'), team_lead: 'disbursal' as const };
    const answer = await run(fetchLoanPage, {
      page: 'approved-loans',
      filters,
      start: 8,
      entries: 8,
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
      await run(fetchLoanPage, {
        page: name,
        filters: defaultLoanFilters(name),
        start: 0,
        entries: 8,
      });
      expect(new URL(requests.at(-1)!.url).pathname).toBe(path);
    }
    expect(new URL(requests[1]!.url).search).toBe('?start=0&entries=8');
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
