import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect } from 'vitest';
import { createQueryClient } from '../../src/app/queryClient.ts';
import type { RoleFlags } from '../../src/domain/access/roles.ts';
import { CustomerPageRoute } from '../../src/features/customer/CustomerPageRoute.tsx';
import {
  type Answer,
  type CustomerRequest,
  fakeCustomerServer,
  sampleAnswer,
} from './fakeCustomerServer.ts';
import { SAMPLE_STAFF, SAMPLE_USERNAME } from './fixtures/customer.ts';

/** Who opens the page: role flags and username. */
export type Staff = { flags: RoleFlags; me: string };

/** Where the customer page's way back goes in these tests. */
export const BACK = '/lender/admin/customers';
type Server = ReturnType<typeof fakeCustomerServer>;

/** The app's part: the location hash in state, written by the page, shown for the test. */
function Harness({
  server,
  customer,
  hash: first,
  staff,
}: {
  server: Server;
  customer: string;
  hash: string;
  staff: Staff;
}) {
  const [hash, setHash] = useState(first);
  return (
    <>
      <output data-testid="hash">{hash}</output>
      <button type="button" onClick={() => setHash('#activity')}>
        browser forward to #activity
      </button>
      <CustomerPageRoute
        queries={server.queries}
        idOrUsername={customer}
        hash={hash}
        onHashChange={setHash}
        backHref={BACK}
        flags={staff.flags}
        me={staff.me}
      />
    </>
  );
}

/**
 * The customer page opened at /lender/user/{customer} over the fake server (the sample customer
 * unless `answer` says otherwise), with the app's query client.
 */
export function openCustomerPage(
  answer?: (request: CustomerRequest) => Answer | Promise<Answer>,
  { customer = SAMPLE_USERNAME, hash = '', staff = SAMPLE_STAFF } = {},
) {
  const server = fakeCustomerServer(answer);
  const client = createQueryClient({ retryDelay: 0 });
  render(
    <QueryClientProvider client={client}>
      <Harness server={server} customer={customer} hash={hash} staff={staff} />
    </QueryClientProvider>,
  );
  return { server, client, user: userEvent.setup() };
}

/** Resolves once the profile's Employment section shows `employer`. */
export const profileShown = (employer: string) =>
  waitFor(() =>
    expect(screen.getByRole('region', { name: 'Employment' })).toHaveTextContent(employer),
  );

/** Answers `read` with what `answers` give, once per call, then as the sample customer. */
export function failing(read: CustomerRequest['read'], answers: Answer[]) {
  return (request: CustomerRequest) =>
    request.read === read && answers.length ? answers.shift()! : sampleAnswer(request);
}
