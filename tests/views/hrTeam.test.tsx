// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryHooks } from '../../src/api/queryHooks.ts';
import { EmployeeScreen, TeamScreen } from '../../src/features/hr/index.ts';
import { testQueryClient } from '../support/fakeDashboardServer.tsx';
import { fakeHrMain } from './hrFakes.ts';
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
        <EmployeeScreen
          queries={createQueryHooks(main)}
          username={username}
          onPick={onPick}
          cardHref={(id) => `/lender/kosh/${id}`}
        />
      </QueryClientProvider>,
    );
    return { onPick, main };
  };
  const paths = (main: ReturnType<typeof fakeHrMain>) => main.GET.mock.calls.map(([p]) => p);

  it('without a person, finds team members by a search and opens the one picked', async () => {
    const { onPick, main } = renderPage(null);
    expect(screen.getByText('Find someone to see their details and attendance.')).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Find a team member' }), 'imr');
    const matches = await screen.findByRole('list', { name: 'Matching team members' });
    const pick = within(matches).getByRole('button', { name: /Imran Shaikh \(9100000002\)/ });
    await user.click(pick);
    expect(onPick).toHaveBeenCalledWith('9100000002');
    expect(paths(main)).not.toContain('/hr_attendance/attendance-marked');
    expect(paths(main)).not.toContain('/user-details');
  });

  it('asks nothing for one character, and says so when no one matches', async () => {
    const { main } = renderPage(null);
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Find a team member' });
    await user.type(box, 'z');
    await new Promise((r) => setTimeout(r, 400));
    expect(paths(main)).not.toContain('/users');
    await user.type(box, 'z');
    expect(await screen.findByRole('status')).toHaveTextContent('No one in the team matches.');
  });

  it('shows the person’s details, their ID card link, the summary and every day', async () => {
    renderPage('9000000019');
    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Rao' })).toBeVisible();
    expect(screen.getByText('Email').nextSibling).toHaveTextContent('asha.rao@kosh.example');
    expect(screen.getByText('Roles').nextSibling).toHaveTextContent(
      'Field sales officer, Referral sales',
    );
    expect(screen.getByText('Team').nextSibling).toHaveTextContent('Field sales');
    expect(screen.getByText('Status').nextSibling).toHaveTextContent('Working');
    expect(screen.getByRole('link', { name: 'Employee ID card' })).toHaveAttribute(
      'href',
      '/lender/kosh/19',
    );
    expect(screen.getByRole('searchbox', { name: 'Find another team member' })).toBeInTheDocument();
    expect(await screen.findByText('Days present')).toBeVisible();
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
