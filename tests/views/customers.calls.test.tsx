// @vitest-environment jsdom
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import {
  type FetchCustomerPagesInput,
  PAN_SEARCH,
  sampleCustomerPage,
} from '../../machines/customerList/index.ts';
import type { paths } from '../../openapi/generated/main.ts';
import { createCustomerActors } from '../../src/features/customers/customerCalls.ts';

/* The customers list's call: pages of 14 asked for at once over listCustomers, joined in order. */

describe('customer calls', () => {
  it('asks for several pages of 14 at once, with the search, and answers them as one', async () => {
    const requests: Request[] = [];
    const client = createClient<paths>({
      baseUrl: 'http://backend.test/api/v1',
      fetch: async (request: Request) => {
        requests.push(request);
        const start = Number(new URL(request.url).searchParams.get('start'));
        return Response.json(sampleCustomerPage(start, 14, 40));
      },
    });
    const run = (input: FetchCustomerPagesInput) =>
      toPromise(createActor(createCustomerActors(client).fetchPages, { input }).start());
    const answer = await run({ scope: null, filters: null, start: 14, entries: 14, pages: 3 });
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(
      Array(3).fill('/api/v1/customers'),
    );
    expect(requests.map((r) => new URL(r.url).searchParams.get('start'))).toEqual([
      '14',
      '28',
      '42',
    ]);
    // Rows 15–40: the second page is short (12 rows), so the third (empty) adds nothing.
    expect(answer).toEqual(sampleCustomerPage(14, 42, 40));

    await run({ scope: null, filters: PAN_SEARCH, start: 0, entries: 14, pages: 1 });
    expect(Object.fromEntries(new URL(requests.at(-1)!.url).searchParams)).toEqual({
      start: '0',
      entries: '14',
      search_string: PAN_SEARCH.value,
      search_type: 'pan',
    });
  });
});
