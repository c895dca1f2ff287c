import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Client } from 'openapi-fetch';
import { expect, within } from 'storybook/test';
import type { paths as MainPaths } from '../../openapi/generated/main.ts';
import { createQueryHooks } from '../../src/api/queryHooks.ts';
import { RedmineTasksTab } from '../../src/features/tasks/index.ts';
import type { TrackerIssue } from '../../src/features/tasks/tracker/trackerQueries.ts';
import { withQueryClient } from '../support/withQueryClient.tsx';

const ISSUES: TrackerIssue[] = [
  {
    id: 12,
    subject: 'Fix the loan list filters',
    description: 'Fix the loan list filters in Back Office: see the notes in the channel.',
    priority: 'Immediate',
    status: 'New',
    author: { id: 3, name: 'Asha Rao' },
    assigned_to: null,
    project_id: 1,
    project_name: 'Back Office',
    channel_name: 'kosh/team/1000050',
  },
  {
    id: 11,
    subject: 'Speed up the customer search',
    description: 'Speed up the customer search in Collections.',
    priority: 'Normal',
    status: 'In Progress',
    author: { id: 4, name: 'Meena Iyer' },
    assigned_to: { id: 5, name: 'Ravi Kumar' },
    project_id: 2,
    project_name: 'Collections',
    channel_name: 'kosh/team/1000051',
  },
];

type Answer = { data?: unknown; error?: unknown; status: number } | 'never';

/** A main client with fixed answers: the issues page, and the projects. */
function fakeMain(issues: Answer): Client<MainPaths> {
  const GET = async (path: string) => {
    if (path === '/task/redmine-project-list') {
      return {
        data: { projects: [{ id: 1, name: 'Back Office', channel_name: 'kosh/team/1000050' }] },
        response: new Response(null, { status: 200 }),
      };
    }
    if (issues === 'never') return new Promise(() => {});
    return { ...issues, response: new Response(null, { status: issues.status }) };
  };
  return { GET } as unknown as Client<MainPaths>;
}

const page = (issues: TrackerIssue[], total = issues.length): Answer => ({
  data: { issues, total_count: total, offset: 0, limit: 25 },
  status: 200,
});

/** The Redmine Tasks tab of the Tasks screen (spec part 2 §2), as an agent sees it. */
const meta = {
  title: 'Tasks/Redmine Tasks',
  component: RedmineTasksTab,
  decorators: [withQueryClient()],
  args: {
    queries: createQueryHooks(fakeMain(page(ISSUES, 60))),
    assign: async (id: number) => ({ msg: `Issue #${id} assigned to you.`, issue: ISSUES[0]! }),
    broader: false,
    channelHref: (channel: string) => `/lender/admin/chat?channel=${encodeURIComponent(channel)}`,
  },
} satisfies Meta<typeof RedmineTasksTab>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Issues: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const table = await c.findByRole('table', { name: 'Redmine tasks' });
    await expect(
      within(table).getByRole('button', { name: 'Assign issue 12 to me' }),
    ).toBeEnabled();
    await expect(within(table).queryByRole('button', { name: 'Assign issue 11 to me' })).toBeNull();
    await expect(c.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const NoTasks: Story = {
  args: { queries: createQueryHooks(fakeMain(page([]))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No tasks found.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { queries: createQueryHooks(fakeMain('never')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading tasks…')).toBeInTheDocument();
  },
};

/** The server's words with Retry. */
export const Refused: Story = {
  args: {
    queries: createQueryHooks(
      fakeMain({ error: { detail: 'Tasks are not available to your role.' }, status: 403 }),
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Tasks are not available to your role.');
  },
};
