// @vitest-environment jsdom
// The loan page through its route: the gate (loading, not found in the server's words, refused,
// failure with Retry), tabs by role from the hash, and what each tab of ours shows.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_PROFILE } from '../../machines/appSession/index.ts';
import { LOAN_CONFIG_TEXTS } from '../../machines/loanConfig/index.ts';
import { createQueryClient } from '../../src/app/queryClient.ts';
import { type RoleFlag, roleFlagsOf } from '../../src/domain/access/roles.ts';
import { messages } from '../../src/domain/messages.ts';
import { LoanPageRoute } from '../../src/features/loanPage/index.ts';
import { LOAN_PAGE_TEXTS as T } from '../../src/features/loanPage/loanPageTexts.ts';
import {
  type Answer,
  type CustomerRequest,
  fail,
  fakeCustomerServer,
} from '../support/fakeCustomerServer.ts';
import {
  emptyExtras,
  loanPageAnswer,
  SAMPLE_LOAN_ID,
  sampleExtras,
  sampleLoan,
} from '../support/fixtures/loanPage.ts';

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

function openPage(
  options: {
    role?: RoleFlag;
    username?: string;
    hash?: string;
    segment?: string;
    answer?: (request: CustomerRequest) => Answer | Promise<Answer>;
  } = {},
) {
  const server = fakeCustomerServer(options.answer ?? loanPageAnswer());
  const onHashChange = vi.fn();
  const ui = (hash: string) => (
    <QueryClientProvider client={client}>
      <LoanPageRoute
        queries={server.queries}
        loanSegment={options.segment ?? String(SAMPLE_LOAN_ID)}
        hash={hash}
        onHashChange={onHashChange}
        me={{ ...SAMPLE_PROFILE, username: options.username ?? SAMPLE_PROFILE.username }}
        flags={roleFlagsOf(options.role ?? 'is_credit_underwriter')}
      />
    </QueryClientProvider>
  );
  const client = createQueryClient({ retryDelay: 0 });
  const view = render(ui(options.hash ?? ''));
  return {
    server,
    onHashChange,
    rerender: (hash: string) => view.rerender(ui(hash)),
    unmount: view.unmount,
  };
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
/** The loan on screen: its tab bar (the h1 shows in every state). */
const heading = async () => {
  await screen.findByRole('tablist', { name: T.tabsLabel });
  return screen.getByRole('heading', { level: 1, name: T.page(SAMPLE_LOAN_ID) });
};

describe('the loan page gate', () => {
  it('shows the loan with its header and breadcrumb to /', async () => {
    openPage();
    await heading();
    expect(screen.getByRole('link', { name: T.home })).toHaveAttribute('href', '/');
    expect(screen.getByText('Loan Approved')).toBeVisible();
    expect(screen.getByText('₹90,000')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kavita Rao' })).toHaveAttribute(
      'href',
      '/lender/user/8157415868',
    );
  });

  it("says a loan is not found in the server's words, with nothing to retry", async () => {
    openPage({ segment: '999999' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Loan not found');
    expect(screen.queryByRole('button', { name: T.retry })).toBeNull();
  });

  it('says a segment that is no loan id is none, asking nothing', async () => {
    const { server } = openPage({ segment: '12ab' });
    expect(await screen.findByRole('alert')).toHaveTextContent(T.notALoanId('12ab'));
    expect(server.requests).toEqual([]);
  });

  it('refuses a role the server refuses', async () => {
    openPage({ answer: () => fail(403, 'You may not open loans') });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.common.noAccessToPage);
  });

  it('offers Retry after a failure, and shows the loan once it comes', async () => {
    let down = true;
    const answer = loanPageAnswer();
    openPage({ answer: (request) => (down ? fail(503, 'Service unavailable') : answer(request)) });
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      messages.common.somethingWentWrong,
    );
    down = false;
    await userEvent.click(screen.getByRole('button', { name: T.retry }));
    await heading();
  });

  it('shows a skeleton while the loan loads', async () => {
    openPage({ answer: () => new Promise<Answer>(() => {}) });
    expect(await screen.findByRole('status')).toHaveTextContent(T.loading);
  });
});

describe('tabs by role and hash', () => {
  it('lands on the first tab when the hash names none, and says so in the address', async () => {
    const { onHashChange } = openPage({ hash: '#nonsense' });
    await heading();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(T.tabs.loanConfig);
    expect(onHashChange).toHaveBeenCalledWith('#loanConfig', { replace: true });
  });

  it('opens the tab the hash names, and a click asks for its hash', async () => {
    const { onHashChange } = openPage({ hash: '#family-data' });
    await heading();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(T.tabs['family-data']);
    expect(await screen.findByRole('link', { name: 'Ramesh Rao' })).toHaveAttribute(
      'href',
      '/lender/user/9812345688',
    );
    await userEvent.click(screen.getByRole('tab', { name: T.tabs.alltags }));
    expect(onHashChange).toHaveBeenLastCalledWith('#alltags');
  });

  it('scrolls to a tab the address named 1 s after landing, never for a bare address', async () => {
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    const bare = openPage({ hash: '' });
    await heading();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(scroll).not.toHaveBeenCalled();
    bare.unmount();
    openPage({ hash: '#leader' });
    await heading();
    expect(scroll).not.toHaveBeenCalled();
    await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it('b2b sees no All Tags, and its hash lands on the first tab', async () => {
    openPage({ role: 'is_b2b', hash: '#alltags' });
    await heading();
    expect(tabNames()).not.toContain(T.tabs.alltags);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(T.tabs.loanConfig);
  });

  it('testlender sees no Chats', async () => {
    openPage({ role: 'is_lender', username: 'testlender' });
    await heading();
    expect(tabNames()).not.toContain(T.tabs.loanChannel);
    expect(tabNames()).toContain(T.tabs.alltags);
  });
});

describe('the tabs of the page', () => {
  it('Loan Config is read-only for a role that may not set it, with the NACH details', async () => {
    const { server } = openPage({ role: 'is_credit_underwriter', hash: '#loanConfig' });
    await heading();
    expect(await screen.findByText(T.configReadOnly)).toBeVisible();
    expect(screen.queryByRole('button', { name: LOAN_CONFIG_TEXTS.save })).toBeNull();
    expect(server.of('lenders')).toEqual([]);
    const nach = screen.getByRole('table', { name: T.nachTitle });
    expect(within(nach).getByRole('row', { name: /Kavita Rao/ })).toHaveTextContent('razorpay');
    expect(within(nach).getByRole('row', { name: /Kavita Rao/ })).toHaveTextContent('active');
    expect(within(nach).getByRole('row', { name: /Sunita Devi/ })).toHaveTextContent(T.noNach);
  });

  it('Loan Config offers the lenders and Save to the disbursal team', async () => {
    openPage({ role: 'is_disbursal_team', hash: '#loanConfig' });
    const lender = await screen.findByRole('combobox', { name: LOAN_CONFIG_TEXTS.lender });
    expect(lender).toHaveValue('Northern Arc');
    expect(
      within(lender)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([LOAN_CONFIG_TEXTS.chooseLender, 'Northern Arc', 'Vivriti Capital']);
    expect(screen.getByRole('button', { name: LOAN_CONFIG_TEXTS.save })).toBeDisabled();
  });

  it('All Tags, Property Valuation and Social Network read the extras once', async () => {
    const { server, rerender } = openPage({ hash: '#alltags' });
    expect(await screen.findByText('salaried')).toBeVisible();
    rerender('#property-valuation');
    expect(await screen.findByText('R. K. Associates')).toBeVisible();
    expect(screen.getByText('₹18,50,000')).toBeVisible();
    rerender('#family-data');
    expect(await screen.findByText('Asha Gupta')).toBeVisible();
    expect(server.of(`loans/${SAMPLE_LOAN_ID}/extras`)).toHaveLength(1);
  });

  it.each(['#alltags', '#property-valuation', '#family-data'])(
    '%s says Data Not Available when the loan holds nothing',
    async (hash) => {
      openPage({ hash, answer: loanPageAnswer(sampleLoan(), emptyExtras) });
      expect(await screen.findByText(messages.common.dataNotAvailable)).toBeVisible();
    },
  );

  // Chats hosts the loan's channel over the chat service: loanPage.chatsTab.test.tsx.

  it('Leader links the customer page, and GLs-Profile for the roles that open it', async () => {
    openPage({ hash: '#leader', role: 'is_operations_manager' });
    expect(await screen.findByRole('link', { name: T.openCustomer })).toHaveAttribute(
      'href',
      '/lender/user/8157415868',
    );
    expect(screen.getByRole('link', { name: T.fsoLink })).toHaveAttribute(
      'href',
      '/lender/admin/fso?gl=8157415868',
    );
  });

  it('CIBIL Status shows the bureau of the co-borrower picked', async () => {
    const { server } = openPage({ hash: '#cibilStatus' });
    await waitFor(() => expect(server.of('bureau')).toHaveLength(1));
    expect(server.of('bureau')[0]!.username).toBe('8157415868');
    await userEvent.click(await screen.findByRole('radio', { name: 'Sunita Devi' }));
    await waitFor(() => expect(server.of('bureau').map((r) => r.username)).toContain('9812345671'));
  });

  it('every tab of the extras answers a failure with Retry', async () => {
    const answer = loanPageAnswer(sampleLoan(), sampleExtras);
    openPage({
      hash: '#alltags',
      answer: (request) =>
        request.read.endsWith('/extras') ? fail(500, 'Database busy') : answer(request),
    });
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      messages.common.somethingWentWrong,
    );
    expect(screen.getByRole('button', { name: T.retry })).toBeEnabled();
  });
});
