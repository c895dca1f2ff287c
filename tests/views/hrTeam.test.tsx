// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryHooks } from '../../src/api/queryHooks.ts';
import { EmployeeScreen, TeamScreen } from '../../src/features/hr/index.ts';
import { testQueryClient } from '../support/fakeDashboardServer.tsx';
import { fakeHrMain, TEAM } from './hrFakes.ts';
import { sizeScrollArea } from './pagedListView.ts';

sizeScrollArea('data-team-scroll', { width: 1200, height: 600 });

function renderTeam(main = fakeHrMain()) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <TeamScreen queries={createQueryHooks(main)} heading="Employee Status" />
    </QueryClientProvider>,
  );
  return main;
}

const lastQuery = (main: ReturnType<typeof fakeHrMain>) =>
  main.GET.mock.calls
    .filter(([path]) => path === '/hr_attendance/employee-availability')
    .at(-1)?.[1]?.params?.query;

describe('Employee Status', () => {
  it('lists the team with role, groups, today’s times and availability, each linking to their page', async () => {
    renderTeam();
    const table = await screen.findByRole('table', { name: 'Team' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Name',
      'Mobile number',
      'Role',
      'Groups',
      'Signed in',
      'Signed off',
      'Availability',
    ]);
    const kavya = within(table).getByRole('row', { name: 'Employee Kavya Menon' });
    expect(
      within(kavya)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'Kavya Menon',
      '9000000003',
      'Human resources',
      'Head office',
      '09:00',
      '18:00',
      'Signed off',
    ]);
    expect(within(kavya).getByRole('link', { name: 'Kavya Menon' })).toHaveAttribute(
      'href',
      '/lender/admin/employeeStatusPage?user=9000000003',
    );
    expect(screen.getByText('Attendance today, 29/11/2026 · 1 of 3 at work')).toBeVisible();
  });

  it('filters by group and, after a pause in typing, by a search', async () => {
    const main = renderTeam();
    await screen.findByRole('table', { name: 'Team' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Group'), 'Head office (1)');
    await waitFor(() => expect(lastQuery(main)).toEqual({ group_id: 2 }));
    expect(await screen.findAllByRole('row', { name: /^Employee / })).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Group'), 'All groups');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'imran');
    await waitFor(() => expect(lastQuery(main)).toEqual({ search: 'imran' }));
    // One request for the word, none per key.
    const searches = main.GET.mock.calls.filter(
      ([path, init]) =>
        path === '/hr_attendance/employee-availability' && init?.params?.query?.search,
    );
    expect(searches).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.getAllByRole('row', { name: /^Employee / }).map((r) => r.getAttribute('aria-label')),
      ).toEqual(['Employee Imran Shaikh']),
    );
  });

  it('says so when no one matches', async () => {
    renderTeam();
    await screen.findByRole('table', { name: 'Team' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('No one in the team matches.')).toBeVisible();
  });

  it("shows the failure with the server's words and Retry", async () => {
    renderTeam(fakeHrMain({ failTeam: 'Only HR may see the team.' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the team.');
    expect(alert).toHaveTextContent('Only HR may see the team.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});

describe('the Employee Page', () => {
  const renderPage = (username: string | null) => {
    const onPick = vi.fn();
    const main = fakeHrMain();
    render(
      <QueryClientProvider client={testQueryClient()}>
        <EmployeeScreen queries={createQueryHooks(main)} username={username} onPick={onPick} />
      </QueryClientProvider>,
    );
    return { onPick, main };
  };

  it('without a person, offers the team to choose from and opens the one chosen', async () => {
    const { onPick, main } = renderPage(null);
    const picker = await screen.findByLabelText('Choose a team member');
    expect(screen.getByText('Choose someone to see their details and attendance.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open' })).toBeDisabled();
    const user = userEvent.setup();
    await user.selectOptions(picker, `${TEAM[2]!.name} (${TEAM[2]!.username})`);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(onPick).toHaveBeenCalledWith(TEAM[2]!.username);
    expect(main.GET.mock.calls.map(([path]) => path)).not.toContain(
      '/hr_attendance/attendance-marked',
    );
  });

  it('shows the person, the summary and every day with its hours', async () => {
    renderPage('9000000019');
    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Rao' })).toBeVisible();
    expect(screen.getByText('Employee code').nextSibling).toHaveTextContent('KE1019');
    expect(screen.getByText('Today').nextSibling).toHaveTextContent('At work');
    expect(screen.getByText('Days present').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Days absent').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('From 27/11/2026 to 29/11/2026')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Attendance' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(rows).toEqual([
      ['29/11/2026', '09:15', 'Not signed off', '-'],
      ['28/11/2026', '09:10', '18:10', '9.00'],
      ['27/11/2026', 'Absent', '-', '-'],
    ]);
  });
});
