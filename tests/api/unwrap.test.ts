import { describe, expect, it } from 'vitest';
import { ApiError, pickServerMessage, unwrap } from '../../src/api/errors.ts';
import { json, setup, validToken } from './apiTestKit.ts';

describe('pickServerMessage', () => {
  it.each([
    [{ error: 'a', err: 'b', msg: 'c', message: 'd', detail: 'e' }, 'a'],
    [{ err: 'b', msg: 'c', message: 'd', detail: 'e' }, 'b'],
    [{ msg: 'c', message: 'd', detail: 'e' }, 'c'],
    [{ message: 'd', detail: 'e' }, 'd'],
    [{ detail: 'e' }, 'e'],
    [{ error: ['This field is required.', 'Too long'] }, 'This field is required., Too long'],
    [{ error: { phone: 'bad' } }, '{"phone":"bad"}'],
    [{ code: 'x' }, '{"code":"x"}'],
    ['plain text', 'plain text'],
    [undefined, ''],
  ])('%j → %s', (body, expected) => {
    expect(pickServerMessage(body)).toBe(expected);
  });
});

describe('unwrap', () => {
  it('returns the data of a success', async () => {
    const t = setup(() => json({ users: { a: { name: 'A', roles: [] } } }));
    t.tokens.setAccessToken(validToken());
    const data = unwrap(await t.clients.mainPlain.GET('/managers'));
    expect(data.users.a?.name).toBe('A');
  });

  it('throws an ApiError carrying the status, the body and the server words', async () => {
    const t = setup(() => json({ error: 'Loan is not in a decidable state' }, 400));
    t.tokens.setAccessToken(validToken());
    const result = await t.clients.mainPlain.POST('/loans/{loan_id}/decision', {
      params: { path: { loan_id: 7 } },
      body: { decision: 'approve' },
    });
    let caught: unknown;
    try {
      unwrap(result);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect(caught).toMatchObject({
      status: 400,
      body: { error: 'Loan is not in a decidable state' },
      message: 'Loan is not in a decidable state',
    });
  });

  it('throws on a failure without a body too', async () => {
    const t = setup(() => new Response(null, { status: 503 }));
    t.tokens.setAccessToken(validToken());
    const result = await t.clients.mainPlain.GET('/managers');
    expect(() => unwrap(result)).toThrow('Request failed with status 503');
  });
});
