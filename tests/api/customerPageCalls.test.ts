// An id that cannot be a customer's is answered as not found without a request.
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { paths } from '../../openapi/generated/main.ts';
import { createCustomerPageCalls } from '../../src/features/customer/customerPageCalls.ts';

describe('customer page calls', () => {
  it('does not ask about a malformed id, and asks about a well-formed one', async () => {
    const asked: string[] = [];
    const client = createClient<paths>({
      baseUrl: 'http://server.test/api/v1',
      fetch: async (request: Request) => {
        asked.push(new URL(request.url).pathname);
        return new Response(JSON.stringify({ allowed: true }), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    const calls = createCustomerPageCalls(client);
    const check = (username: string) =>
      toPromise(createActor(calls.checkCustomerAccess, { input: { username } }).start());

    await expect(check('12345')).rejects.toMatchObject({ status: 404 });
    await expect(check('../../admin')).rejects.toMatchObject({ status: 404 });
    expect(asked).toEqual([]);
    await expect(check('9100000001')).resolves.toEqual({ allowed: true });
    expect(asked).toEqual(['/api/v1/customers/9100000001/access']);
  });
});
