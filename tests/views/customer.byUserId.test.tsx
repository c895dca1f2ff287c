// @vitest-environment jsdom
// /lender/user/{user_id}: the id resolves to the username, then the page is the username's.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages.ts';
import { CUSTOMER_PAGE_TEXTS as T } from '../../src/features/customer/customerPageTexts.ts';
import { customerByUserIdQuery } from '../../src/features/customer/customerQueries.ts';
import { customerRef } from '../../src/features/customer/customerRules.ts';
import { BACK, failing, openCustomerPage, profileShown } from '../support/customerPageDriver.tsx';
import { deferred } from '../support/deferred.ts';
import { type Answer, fail, sampleAnswer } from '../support/fakeCustomerServer.ts';
import { SAMPLE_USER_ID, SAMPLE_USERNAME, sampleProfile } from '../support/fixtures/customer.ts';
import { pageRead } from '../support/fixtures/customerProfile.ts';

const ID = String(SAMPLE_USER_ID);
const open = (answer?: Parameters<typeof openCustomerPage>[0], customer = ID) =>
  openCustomerPage(answer, { customer, hash: '#profile' });

describe('what /lender/user/{segment} names', () => {
  it.each([
    ['8157415868', { kind: 'username', username: '8157415868' }],
    ['0123456789', { kind: 'username', username: '0123456789' }],
    ['4821', { kind: 'userId', userId: 4821 }],
    ['12345678901', { kind: 'userId', userId: 12345678901 }],
    ['0', { kind: 'invalid' }],
    ['0042', { kind: 'invalid' }],
    ['9'.repeat(16), { kind: 'invalid' }],
    ['12ab', { kind: 'invalid' }],
    ['', { kind: 'invalid' }],
  ])('%s', (segment, expected) => {
    expect(customerRef(segment)).toEqual(expected);
  });
});

describe('customer page by user id', () => {
  it('resolves the id first, looking like the page checking access, then opens the page', async () => {
    const resolved = deferred<Answer>();
    const { server } = open((r) => (r.read === 'by-user-id' ? resolved.promise : sampleAnswer(r)));
    expect(screen.getByText(T.checkingAccess).closest('[aria-busy=true]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(T.page(ID));
    expect(screen.getByRole('link', { name: T.back })).toHaveAttribute('href', BACK);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(server.requests.map((r) => [r.read, r.userId])).toEqual([['by-user-id', ID]]);
    await act(async () => resolved.resolve(sampleAnswer(server.requests[0]!)));
    await profileShown(sampleProfile.employer_name!);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(sampleProfile.name!);
    expect(screen.getByRole('region', { name: T.page(SAMPLE_USERNAME) })).toHaveTextContent(
      SAMPLE_USERNAME,
    );
  });

  it('then reads exactly as for the username, each read once', async () => {
    const { server, client } = open();
    await profileShown(sampleProfile.employer_name!);
    await waitFor(() => expect(server.of('history-versions')).toHaveLength(1));
    expect(server.requests.filter(pageRead).map((r) => [r.read, r.username || r.userId])).toEqual([
      ['by-user-id', ID],
      ['access', SAMPLE_USERNAME],
      ['profile', SAMPLE_USERNAME],
      ['history-versions', SAMPLE_USERNAME],
    ]);
    // The Profile tab's Documents section, once its chunk is in.
    await waitFor(() => expect(server.of('documents')).toHaveLength(1));
    // The key carries the user id: another id is its own cache entry.
    const key = customerByUserIdQuery(server.queries, SAMPLE_USER_ID).queryKey;
    expect(client.getQueryData(key)).toEqual({ username: SAMPLE_USERNAME });
    expect(JSON.stringify(key)).toContain(ID);
  });

  it('an unknown id: the page says no such customer, with nothing to retry', async () => {
    const { server } = open(undefined, '999');
    expect(await screen.findByText(T.notFound('999'))).toBeVisible();
    expect(screen.queryByRole('button', { name: T.retry })).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(server.requests.map((r) => r.read)).toEqual(['by-user-id']);
  });

  it("a customer the user may not open: the spec's refusal, nothing else asked", async () => {
    const { server } = open(failing('by-user-id', [fail(403, messages.common.noAccessToPage)]));
    expect(await screen.findByText(messages.common.noAccessToPage)).toBeVisible();
    expect(screen.queryByRole('button', { name: T.retry })).toBeNull();
    expect(server.requests).toHaveLength(1);
  });

  it("any other failure says something went wrong with the server's words; Retry opens the page", async () => {
    const { server, user } = open(
      failing(
        'by-user-id',
        [502, 502, 502].map(() => fail(502, 'Bad Gateway')),
      ),
    );
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent(messages.common.somethingWentWrong);
    expect(box).toHaveTextContent('Bad Gateway');
    // The query's own retries ran first: three tries, then the user's.
    expect(server.of('by-user-id')).toHaveLength(3);
    await user.click(within(box).getByRole('button', { name: T.retry }));
    await profileShown(sampleProfile.employer_name!);
    expect(server.of('by-user-id')).toHaveLength(4);
  });

  it('a malformed segment is not found without asking', async () => {
    const { server } = open(undefined, '0042');
    expect(await screen.findByText(T.notFound('0042'))).toBeVisible();
    expect(server.requests).toHaveLength(0);
  });
});
