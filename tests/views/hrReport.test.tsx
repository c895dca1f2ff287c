// @vitest-environment jsdom
// Employee Status's second tab: the attendance report over a range, by group, and its file.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryHooks } from '../../src/api/queryHooks.ts';
import { businessDay } from '../../src/domain/format.ts';
import { EmployeeStatusScreen } from '../../src/features/hr/index.ts';
import { testQueryClient } from '../support/fakeDashboardServer.tsx';
import { fakeHrMain, REPORT_ROWS } from './hrFakes.ts';
import { sizeScrollArea } from './pagedListView.ts';

sizeScrollArea('data-team-scroll', { width: 1200, height: 600 });

const saved = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
vi.mock('../../src/platform/download.ts', () => ({
  saveBlob: (blob: Blob, name: string) => saved.push({ blob, name }),
}));

afterEach(() => {
  saved.length = 0;
  window.location.hash = '';
});

function renderStatus(main = fakeHrMain()) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <EmployeeStatusScreen queries={createQueryHooks(main)} />
    </QueryClientProvider>,
  );
  return main;
}

const reportCalls = (main: ReturnType<typeof fakeHrMain>) =>
  main.GET.mock.calls
    .filter(([path]) => path === '/analytics/template')
    .map(([, init]) => init?.params?.query);

describe('Employee Status tabs', () => {
  it('opens on the team today and keeps the report tab in the address', async () => {
    const main = renderStatus();
    expect(screen.getByRole('heading', { level: 1, name: 'Employee Status' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Today', selected: true })).toBeVisible();
    expect(reportCalls(main)).toEqual([]);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Attendance report' }));
    expect(window.location.hash).toBe('#report');
    expect(await screen.findByRole('table', { name: 'Attendance report' })).toBeVisible();
  });
});

describe('the attendance report', () => {
  const openReport = () => {
    window.location.hash = '#report';
    return renderStatus();
  };

  it('asks for this month so far, and lists each person’s days', async () => {
    const main = openReport();
    const table = await screen.findByRole('table', { name: 'Attendance report' });
    const today = businessDay();
    expect(reportCalls(main)[0]).toEqual({
      template: 'attendance_summary',
      from: `${today.slice(0, 8)}01`,
      to: today,
    });
    expect(screen.getByText('2 people · Late: a sign-in after 10:00')).toBeVisible();
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(rows).toEqual([
      ['Asha Rao', '9000000019', 'Field sales officer', '29', '26', '3', '4', '8.76'],
      ['Imran Shaikh', '9100000002', 'Field sales officer', '29', '10', '19', '0', '-'],
    ]);
  });

  it('narrows to one group, and says so when no one is in it', async () => {
    const main = openReport();
    await screen.findByRole('table', { name: 'Attendance report' });
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Group' }),
      'Head office (1)',
    );
    expect(await screen.findByText('No one working in this group over these days.')).toBeVisible();
    expect(reportCalls(main).at(-1)).toMatchObject({ group_id: 2 });
    expect(screen.getByRole('button', { name: 'Download (.xlsx)' })).toBeDisabled();
  });

  it('waits for both days, then asks for the range typed', async () => {
    const main = openReport();
    await screen.findByRole('table', { name: 'Attendance report' });
    const user = userEvent.setup();
    const from = screen.getByRole('textbox', { name: 'From' });
    await user.clear(from);
    expect(screen.getByRole('status')).toHaveTextContent('Choose both days of the report.');
    await user.type(from, '03/11/2026');
    await waitFor(() => expect(reportCalls(main).at(-1)).toMatchObject({ from: '2026-11-03' }));
  });

  it('saves the rows shown as a spreadsheet named by its range', async () => {
    openReport();
    await screen.findByRole('table', { name: 'Attendance report' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download (.xlsx)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const today = businessDay();
    expect(saved[0]!.name).toBe(`attendance-${today.slice(0, 8)}01-to-${today}.xlsx`);
    const XLSX = await import('xlsx');
    const book = XLSX.read(await saved[0]!.blob.arrayBuffer());
    const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, {
      header: 1,
    });
    expect(sheet[0]).toEqual([
      'Name',
      'Mobile number',
      'Role',
      'Working days',
      'Present',
      'Absent',
      'Late',
      'Average hours',
    ]);
    expect(sheet.slice(1)).toHaveLength(REPORT_ROWS.length);
    expect(sheet[1]).toEqual(['Asha Rao', '9000000019', 'Field sales officer', 29, 26, 3, 4, 8.76]);
  });

  it("shows the server's words when it refuses the range", async () => {
    window.location.hash = '#report';
    renderStatus(fakeHrMain({ failReport: 'A report covers at most 62 days.' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the report.');
    expect(alert).toHaveTextContent('A report covers at most 62 days.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
