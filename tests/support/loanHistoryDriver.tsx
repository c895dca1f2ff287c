import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createQueryClient } from '../../src/app/queryClient.ts';
import { type RoleFlag, roleFlagsOf } from '../../src/domain/access/roles.ts';
import type { CustomerTabProps } from '../../src/features/customer/customerTypes.ts';
import { type Answer, type CustomerRequest, fakeCustomerServer } from './fakeCustomerServer.ts';
import { SAMPLE_USERNAME } from './fixtures/customer.ts';

/**
 * A panel that reads its own queries (the loan history panel, Contacts Info) rendered alone over
 * the fake server, as the tab that holds it would render it, for a staff member with `role`.
 */
export function openPanel(
  Panel: ComponentType<CustomerTabProps>,
  {
    answer,
    role = 'is_credit_underwriter',
    historyDate = null,
  }: {
    answer?: (request: CustomerRequest) => Answer | Promise<Answer>;
    role?: RoleFlag;
    historyDate?: string | null;
  } = {},
) {
  const server = fakeCustomerServer(answer);
  const client = createQueryClient({ retryDelay: 0 });
  render(
    <QueryClientProvider client={client}>
      <Panel
        queries={server.queries}
        username={SAMPLE_USERNAME}
        historyDate={historyDate}
        flags={roleFlagsOf(role)}
        me="9000000006"
      />
    </QueryClientProvider>,
  );
  return { server, user: userEvent.setup() };
}
