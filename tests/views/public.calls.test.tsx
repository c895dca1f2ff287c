// @vitest-environment jsdom
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { REFERRAL_SAMPLE as SAMPLE } from '../../machines/referral/index.ts';
import type { paths } from '../../openapi/generated/auth.ts';
import { createPublicCalls } from '../../src/features/public/publicCalls.ts';
import { toCardFailure } from '../../src/features/public/useEmployeeCard.ts';

/** The public calls over a real openapi-fetch client whose network is a recorded fake. */
function callsAnswering(status: number, body: unknown) {
  const requests: Request[] = [];
  const client = createClient<paths>({
    baseUrl: 'http://localhost/api/auth',
    fetch: async (request: Request) => {
      requests.push(request);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { calls: createPublicCalls(client), requests };
}

describe('public calls', () => {
  it('reads an employee card by id', async () => {
    const card = { name: 'Ravi Kumar' };
    const { calls, requests } = callsAnswering(200, card);
    await expect(calls.loadEmployeeCard(7, new AbortController().signal)).resolves.toEqual(card);
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url).toBe('http://localhost/api/auth/employee-card/7');
  });

  it('turns a 404 into the not-found card', async () => {
    const { calls } = callsAnswering(404, { detail: 'Employee not found' });
    const error = await calls.loadEmployeeCard(9, new AbortController().signal).catch((e) => e);
    expect(toCardFailure(error)).toEqual({ status: 'notFound' });
  });

  it("posts the referral and rejects with the service's words", async () => {
    const body = {
      username: SAMPLE.mobile,
      name: SAMPLE.name,
      location: SAMPLE.location,
      referral_code: SAMPLE.referralCode,
      token: SAMPLE.captchaToken,
    };
    const ok = callsAnswering(200, { msg: SAMPLE.successMsg });
    await expect(ok.calls.submitReferral(body, new AbortController().signal)).resolves.toEqual({
      msg: SAMPLE.successMsg,
    });
    expect(ok.requests[0]!.method).toBe('POST');
    expect(ok.requests[0]!.url).toBe('http://localhost/api/auth/referral/signup');
    expect(await ok.requests[0]!.json()).toEqual(body);

    const refused = callsAnswering(400, { error: SAMPLE.alreadyRegistered });
    await expect(
      refused.calls.submitReferral(body, new AbortController().signal),
    ).rejects.toMatchObject({ message: SAMPLE.alreadyRegistered, status: 400 });
  });
});
