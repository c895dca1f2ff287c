import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Client } from 'openapi-fetch';
import { expect, within } from 'storybook/test';
import type { paths as MainPaths } from '../../openapi/generated/main.ts';
import { createQueryHooks } from '../../src/api/queryHooks.ts';
import { AttendanceReport } from '../../src/features/hr/index.ts';
import { withQueryClient } from '../support/withQueryClient.tsx';

const ROWS = [
  {
    username: '9000000019',
    name: 'Asha Rao',
    role: 'Field sales officer',
    working_days: 29,
    present: 26,
    absent: 3,
    late: 4,
    average_hours: 8.76,
  },
  {
    username: '9100000002',
    name: 'Imran Shaikh',
    role: 'Field sales officer',
    working_days: 29,
    present: 10,
    absent: 19,
    late: 0,
    average_hours: null,
  },
];

type Answer = { data?: unknown; error?: unknown; status: number } | 'never';

/** A main client with fixed answers: the groups, and the report (or its failure). */
function fakeMain(report: Answer): Client<MainPaths> {
  const GET = async (path: string, init?: { params?: { query?: Record<string, unknown> } }) => {
    if (path === '/hr_attendance/list-groups') {
      return {
        data: { groups: [{ id: 1, name: 'Field sales', members: 2 }] },
        response: new Response(null, { status: 200 }),
      };
    }
    if (report === 'never') return new Promise(() => {});
    const query = init?.params?.query ?? {};
    const data = report.data
      ? { ...(report.data as object), from: query.from, to: query.to }
      : undefined;
    return { ...report, data, response: new Response(null, { status: report.status }) };
  };
  return { GET } as unknown as Client<MainPaths>;
}

const answer = (rows: typeof ROWS): Answer => ({
  data: { template: 'attendance_summary', late_after: '10:00', rows },
  status: 200,
});

/** Employee Status's Attendance report tab: the team's days over a range. */
const meta = {
  title: 'HR/Attendance report',
  component: AttendanceReport,
  decorators: [withQueryClient()],
  args: { queries: createQueryHooks(fakeMain(answer(ROWS))) },
} satisfies Meta<typeof AttendanceReport>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Report: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const table = await c.findByRole('table', { name: 'Attendance report' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(c.getByText('2 people · Late: a sign-in after 10:00')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Download (.xlsx)' })).toBeEnabled();
  },
};

export const NoOne: Story = {
  args: { queries: createQueryHooks(fakeMain(answer([]))) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('No one working in this group over these days.')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Download (.xlsx)' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { queries: createQueryHooks(fakeMain('never')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the report…')).toBeVisible();
  },
};

export const Refused: Story = {
  args: {
    queries: createQueryHooks(
      fakeMain({ error: { error: 'A report covers at most 62 days.' }, status: 400 }),
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load the report.');
    await expect(alert).toHaveTextContent('A report covers at most 62 days.');
  },
};
