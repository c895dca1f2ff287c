// @vitest-environment jsdom
// Customer Support's tabs through the real components, against a fake v1 server: the tab in the
// address, Search Call, Assigned Calls and Analytics in each of their states.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../src/app/queryClient.ts';
import type { SupportAdminTab } from '../../src/domain/access/supportCalls.ts';
import { messages } from '../../src/domain/messages.ts';
import {
  CustomerSupportTabs,
  SupportTabPanel,
  type SupportTabPanelProps,
  SUPPORT_ADMIN_TEXTS as T,
} from '../../src/features/supportAdmin/index.ts';
import { PAGER_TEXTS } from '../../src/ui/list/Pager.tsx';
import {
  type Answer,
  type CustomerRequest,
  fail,
  fakeCustomerServer,
  ok,
} from '../support/fakeCustomerServer.ts';
import {
  quietAnalytics,
  quietSupervision,
  SUPPORT_MOBILE,
  SUPPORT_RANGE,
  SUPPORT_TODAY,
  sampleAnalytics,
  sampleSupervision,
  supportPage,
} from '../support/fixtures/supportCalls.ts';

const BASE = '/lender/admin/callingDetails';
const ALL: readonly SupportAdminTab[] = ['search', 'assigned', 'analytics'];
const LOOP = 'the call desk';

/** A server with 25 support calls for the sample number, 12 assigned, and the sample analytics. */
function sampleSupport(request: CustomerRequest): Answer {
  const page = Number(request.query.get('page') ?? 1);
  if (request.read === 'support-calls/search') {
    const username = request.query.get('username') ?? '';
    return ok(supportPage(page, SUPPORT_MOBILE.startsWith(username) ? 25 : 0, SUPPORT_MOBILE));
  }
  if (request.read === 'support-calls/assigned') return ok(supportPage(page, 12));
  if (request.read === 'support-calls/analytics') return ok(sampleAnalytics);
  if (request.read === 'call-desks/supervisor') return ok(sampleSupervision);
  return fail(404, 'Not Found');
}

function renderTabs(
  start: string,
  answer: (request: CustomerRequest) => Answer | Promise<Answer> = sampleSupport,
  offered: readonly SupportAdminTab[] = ALL,
) {
  const server = fakeCustomerServer(answer);
  const visited: string[] = [];
  const TabPanel = (props: SupportTabPanelProps) => (
    <SupportTabPanel {...props} queries={server.queries} />
  );
  function Harness() {
    const [href, setHref] = useState(start);
    const url = new URL(href, 'http://app.test');
    return (
      <CustomerSupportTabs
        pathname={url.pathname}
        search={url.search}
        navigate={(to) => {
          visited.push(to);
          setHref(to);
        }}
        offered={offered}
        TabPanel={TabPanel}
        callTab={<p>{LOOP}</p>}
        today={SUPPORT_TODAY}
      />
    );
  }
  render(
    <QueryClientProvider client={createQueryClient({ retryDelay: 0 })}>
      <Harness />
    </QueryClientProvider>,
  );
  return { server, visited, user: userEvent.setup() };
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('the tab shell', () => {
  it('opens the first tab without a query, and moves to a tab by the address', async () => {
    const { visited, user } = renderTabs(`${BASE}/42`);
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Support' })).toBeVisible();
    expect(tab(T.tabs.call)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(LOOP)).toBeVisible();
    await user.click(tab(T.tabs.assigned));
    // The first tab's case stays in the path for the way back.
    expect(visited.at(-1)).toBe(`${BASE}/42?tab=assigned`);
    expect(tab(T.tabs.assigned)).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText(LOOP)).toBeNull();
    await user.click(tab(T.tabs.call));
    expect(visited.at(-1)).toBe(`${BASE}/42`);
    expect(screen.getByText(LOOP)).toBeVisible();
  });

  it('offers a support agent Search and Assigned, and reads a tab not offered as the first', () => {
    renderTabs(`${BASE}?tab=analytics`, sampleSupport, ['search', 'assigned']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      T.tabs.call,
      T.tabs.search,
      T.tabs.assigned,
    ]);
    expect(tab(T.tabs.call)).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a role with no support tabs the call desk alone, with no tab strip', () => {
    renderTabs(`${BASE}?tab=search`, sampleSupport, []);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByText(LOOP)).toBeVisible();
  });
});

describe('Search Call', () => {
  it('keeps digits only, at most ten, and searches on Enter; asks nothing before', async () => {
    const { server, visited, user } = renderTabs(`${BASE}?tab=search`);
    const box = screen.getByLabelText(T.mobile);
    expect(screen.getByRole('button', { name: T.search })).toBeDisabled();
    await user.type(box, '+91 815-741-5868 77');
    expect(box).toHaveValue('9181574158');
    expect(server.requests).toHaveLength(0);
    await user.clear(box);
    await user.type(box, '815741{Enter}');
    expect(visited.at(-1)).toBe(`${BASE}?tab=search&mobile=815741`);
    const table = await screen.findByRole('table', { name: T.searchResults('815741') });
    expect(server.of('support-calls/search')).toHaveLength(1);
    expect(server.of('support-calls/search')[0]!.query.get('username')).toBe('815741');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(Object.values(T.columns));
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const first = within(table).getAllByRole('row')[1]!;
    // Support call 100: no profile name (N/A), connected.
    expect(first).toHaveTextContent('100N/A8157415868');
    expect(first).toHaveTextContent(messages.labels.traceability.CON);
    expect(screen.getByText(PAGER_TEXTS.pageOf(1, 3))).toBeVisible();
    expect(screen.getByText(PAGER_TEXTS.rows(25))).toBeVisible();
  });

  it('pages through the results, the page in the address, Previous and Next where they lead', async () => {
    const { server, visited, user } = renderTabs(`${BASE}?tab=search&mobile=${SUPPORT_MOBILE}`);
    await screen.findByText(PAGER_TEXTS.pageOf(1, 3));
    expect(screen.getByRole('button', { name: PAGER_TEXTS.previous })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: PAGER_TEXTS.next }));
    expect(visited.at(-1)).toBe(`${BASE}?tab=search&mobile=${SUPPORT_MOBILE}&page=2`);
    await user.click(await screen.findByRole('button', { name: PAGER_TEXTS.next }));
    await screen.findByText(PAGER_TEXTS.pageOf(3, 3));
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.getByRole('button', { name: PAGER_TEXTS.next })).toBeDisabled();
    expect(server.of('support-calls/search').map((r) => r.query.get('page'))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('opens a call in the first tab by its Id', async () => {
    const { visited, user } = renderTabs(`${BASE}?tab=search&mobile=${SUPPORT_MOBILE}`);
    await user.click(await screen.findByRole('button', { name: T.openCall(100) }));
    expect(visited.at(-1)).toBe(`${BASE}/support/100`);
    expect(tab(T.tabs.call)).toHaveAttribute('aria-selected', 'true');
    // The Id pressed is gone with its tab: focus is on the tab shown.
    await waitFor(() => expect(tab(T.tabs.call)).toHaveFocus());
  });

  it("says 'Data Not Available' for a number with no support calls", async () => {
    renderTabs(`${BASE}?tab=search&mobile=7000000000`);
    expect(await screen.findByText(messages.common.dataNotAvailable)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's words with Retry, which asks again", async () => {
    let failing = true;
    const { server, user } = renderTabs(`${BASE}?tab=search&mobile=${SUPPORT_MOBILE}`, (r) =>
      failing ? fail(403, 'Not allowed to search') : sampleSupport(r),
    );
    expect(await screen.findByText(T.searchFailed)).toBeVisible();
    expect(screen.getByText('Not allowed to search')).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: T.retry }));
    await screen.findByRole('table', { name: T.searchResults(SUPPORT_MOBILE) });
    expect(server.of('support-calls/search')).toHaveLength(2);
  });

  it('shows the skeleton while the first page loads', () => {
    renderTabs(`${BASE}?tab=search&mobile=${SUPPORT_MOBILE}`, () => new Promise(() => {}));
    expect(screen.getByText(T.loading(T.searchResults(SUPPORT_MOBILE)))).toBeInTheDocument();
  });
});

describe('Assigned Calls', () => {
  it('lists page 1, then page 2 from the pager, and opens a row by its Id', async () => {
    const { server, visited, user } = renderTabs(`${BASE}?tab=assigned`);
    await screen.findByRole('table', { name: T.assignedCaption });
    expect(screen.getByText(PAGER_TEXTS.pageOf(1, 2))).toBeVisible();
    await user.click(screen.getByRole('button', { name: PAGER_TEXTS.next }));
    await screen.findByText(PAGER_TEXTS.pageOf(2, 2));
    expect(visited.at(-1)).toBe(`${BASE}?tab=assigned&page=2`);
    expect(server.of('support-calls/assigned').at(-1)!.query.get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: T.openCall(90) }));
    expect(visited.at(-1)).toBe(`${BASE}/support/90`);
  });

  it('opens on the page the address names', async () => {
    renderTabs(`${BASE}?tab=assigned&page=2`);
    expect(await screen.findByText(PAGER_TEXTS.pageOf(2, 2))).toBeVisible();
  });

  it("says 'Data Not Available' when nothing is assigned", async () => {
    renderTabs(`${BASE}?tab=assigned`, () => ok(supportPage(1, 0)));
    expect(await screen.findByText(messages.common.dataNotAvailable)).toBeVisible();
  });
});

describe('Analytics', () => {
  it('asks for the last 30 days and shows the charts, the table and the supervisor view', async () => {
    const { server } = renderTabs(`${BASE}?tab=analytics`);
    await screen.findByRole('table', { name: T.perDayTable });
    const asked = server.of('support-calls/analytics')[0]!.query;
    expect([asked.get('start_date'), asked.get('end_date')]).toEqual([...SUPPORT_RANGE]);
    expect(server.of('call-desks/supervisor')[0]!.query.get('start_date')).toBe(SUPPORT_RANGE[0]);
    for (const name of [T.byStatus, T.byTraceability, T.perDay]) {
      expect(screen.getByRole('figure', { name })).toBeVisible();
    }
    const byStatus = screen.getByRole('figure', { name: T.byStatus });
    expect(within(byStatus).getByRole('row', { name: 'OPEN 7' })).toBeInTheDocument();
    const total = within(screen.getByRole('table', { name: T.perDayTable }))
      .getAllByRole('row')
      .at(-1)!;
    expect(total).toHaveTextContent(`${T.total}73515`);
    const grid = await screen.findByRole('table', { name: T.perHour });
    expect(within(grid).getByRole('columnheader', { name: T.otherHours })).toBeVisible();
    expect(within(grid).getByRole('row', { name: /Kabir Recovery/ })).toHaveTextContent(/3.*2$/);
    const agents = screen.getByRole('table', { name: T.agentTable });
    expect(within(agents).getByRole('row', { name: /Kabir Recovery/ })).toHaveTextContent(
      `20.00%00${T.noRate}`,
    );
  });

  it('says why a reversed range is not asked for', async () => {
    const { server, user } = renderTabs(`${BASE}?tab=analytics`);
    await screen.findByRole('table', { name: T.perDayTable });
    const from = screen.getByLabelText(T.fromDate);
    await user.clear(from);
    await user.type(from, '25/11/2026');
    await user.tab();
    expect(await screen.findByText(T.rangeProblem.reversed)).toBeVisible();
    expect(server.of('support-calls/analytics')).toHaveLength(1);
  });

  it("says 'Data Not Available' for a quiet range, and each failure with Retry", async () => {
    let quiet = true;
    const { user } = renderTabs(`${BASE}?tab=analytics`, (r) => {
      if (!quiet) return r.read === 'call-desks/supervisor' ? ok(quietSupervision) : fail(500, 'x');
      return r.read === 'call-desks/supervisor' ? fail(403, 'Managers only') : ok(quietAnalytics);
    });
    expect(await screen.findByText(messages.common.dataNotAvailable)).toBeVisible();
    expect(await screen.findByText(T.supervisionFailed)).toBeVisible();
    expect(screen.getByText('Managers only')).toBeVisible();
    quiet = false;
    await user.click(screen.getByRole('button', { name: T.retry }));
    await waitFor(() => expect(screen.queryByText(T.supervisionFailed)).toBeNull());
    expect(screen.getAllByText(messages.common.dataNotAvailable)).toHaveLength(2);
  });
});
