// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Client } from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import type { paths as MainPaths } from '../../openapi/generated/main.ts';
import { createQueryHooks } from '../../src/api/queryHooks.ts';
import { RedmineTasksTab } from '../../src/features/tasks/index.ts';
import type { TrackerIssue } from '../../src/features/tasks/tracker/trackerQueries.ts';
import { testQueryClient } from '../support/fakeDashboardServer.tsx';

const ISSUE: TrackerIssue = {
  id: 12,
  subject: 'Fix the loan list filters',
  description: 'Fix the loan list filters in Back Office.',
  priority: 'High',
  status: 'New',
  author: { id: 3, name: 'Asha Rao' },
  assigned_to: null,
  project_id: 1,
  project_name: 'Back Office',
  channel_name: 'kosh/team/1000050',
};
const TAKEN: TrackerIssue = { ...ISSUE, id: 11, assigned_to: { id: 4, name: 'Meena Iyer' } };

/** A main client answering pages of issues (either list) and the projects. */
function fakeMain(issues: TrackerIssue[], total = issues.length) {
  const ok = new Response(null, { status: 200 });
  const GET = vi.fn(async (path: string, init?: { params?: { query?: { offset?: number } } }) => {
    if (path === '/task/redmine-project-list') {
      return {
        data: { projects: [{ id: 1, name: 'Back Office', channel_name: ISSUE.channel_name }] },
        response: ok,
      };
    }
    const offset = init?.params?.query?.offset ?? 0;
    return {
      data: { issues, total_count: total, offset, limit: offset + 25 },
      response: ok,
    };
  });
  return { GET } as unknown as Client<MainPaths> & { GET: typeof GET };
}

function renderTab(props: { issues?: TrackerIssue[]; total?: number; broader?: boolean } = {}) {
  const main = fakeMain(props.issues ?? [ISSUE, TAKEN], props.total);
  const assign = vi.fn(async (id: number) => ({
    msg: `Issue #${id} assigned to you.`,
    issue: { ...ISSUE, assigned_to: { id: 9, name: 'Yogesh Nair' } },
  }));
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RedmineTasksTab
        queries={createQueryHooks(main)}
        assign={assign}
        broader={props.broader ?? false}
        channelHref={(c) => `/lender/admin/chat?channel=${encodeURIComponent(c)}`}
      />
    </QueryClientProvider>,
  );
  return { main, assign };
}

const lastQuery = (main: ReturnType<typeof fakeMain>) =>
  main.GET.mock.calls.filter(([path]) => path !== '/task/redmine-project-list').at(-1)!;

describe('the Redmine Tasks tab', () => {
  it('shows the spec’s columns, Assign Me only on unassigned rows, and the project’s channel link', async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: 'Redmine tasks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Id',
      'Title',
      'Description',
      'Priority',
      'Status',
      'Creator',
      'Assigned To',
      'Project Name',
    ]);
    expect(within(table).getByRole('button', { name: 'Assign issue 12 to me' })).toBeEnabled();
    expect(within(table).queryByRole('button', { name: 'Assign issue 11 to me' })).toBeNull();
    expect(within(table).getAllByRole('link', { name: /^Back Office/ })[0]).toHaveAttribute(
      'href',
      '/lender/admin/chat?channel=kosh%2Fteam%2F1000050',
    );
  });

  it('asks the narrower list for the issues assigned to the user, offset..offset+25', async () => {
    const { main } = renderTab();
    await screen.findByRole('table', { name: 'Redmine tasks' });
    expect(lastQuery(main)).toEqual([
      '/task/issues',
      expect.objectContaining({ params: { query: { offset: 0, limit: 25 } } }),
    ]);
  });

  it('uses the broader list for the managers, with All, a project and the priority order', async () => {
    const { main } = renderTab({ broader: true });
    await screen.findByRole('table', { name: 'Redmine tasks' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Scope'), 'all');
    await user.selectOptions(screen.getByLabelText('Project'), 'Back Office (1)');
    await user.selectOptions(screen.getByLabelText('Sort'), 'priority');
    expect(lastQuery(main)).toEqual([
      '/task/redmine-task',
      expect.objectContaining({
        params: {
          query: { offset: 0, limit: 25, all_task: true, project_id: 1, sort: 'priority' },
        },
      }),
    ]);
  });

  it('pages by 25 with Prev and Next', async () => {
    const { main } = renderTab({ total: 60 });
    await screen.findByRole('table', { name: 'Redmine tasks' });
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(lastQuery(main)[1]).toEqual(
      expect.objectContaining({ params: { query: { offset: 25, limit: 50 } } }),
    );
  });

  it('assigns an issue and shows the server’s msg', async () => {
    const { assign } = renderTab();
    await screen.findByRole('table', { name: 'Redmine tasks' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Assign issue 12 to me' }));
    expect(assign).toHaveBeenCalledWith(12);
    expect(await screen.findByText('Issue #12 assigned to you.')).toBeVisible();
  });

  it('shows the server’s words when Assign Me is refused', async () => {
    const { assign } = renderTab();
    assign.mockRejectedValueOnce(new Error('Issue #12 is already assigned to Meena Iyer.'));
    await screen.findByRole('table', { name: 'Redmine tasks' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Assign issue 12 to me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Issue #12 is already assigned to Meena Iyer.',
    );
  });

  it("says 'No tasks found.' when there are none", async () => {
    renderTab({ issues: [] });
    expect(await screen.findByText('No tasks found.')).toBeVisible();
  });
});
