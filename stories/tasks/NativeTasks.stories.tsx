import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Client } from 'openapi-fetch';
import { expect, userEvent, within } from 'storybook/test';
import { TASK_FORM_SAMPLE as S } from '../../machines/taskForm/index.ts';
import type { paths as MainPaths } from '../../openapi/generated/main.ts';
import { ApiError } from '../../src/api/errors.ts';
import { createQueryHooks } from '../../src/api/queryHooks.ts';
import { taskMessages } from '../../src/domain/messages/tasks.ts';
import { NativeTasksScreen } from '../../src/features/tasks/native/index.ts';
import { NO_FILTERS, tasksQuery } from '../../src/features/tasks/native/taskFilters.ts';
import { deferredActors } from '../../tests/support/deferred.ts';
import { TASK_FORM_CALLS } from '../../tests/support/fixtures/nativeTasks.ts';
import { seedFailure, withQueryClient } from '../support/withQueryClient.tsx';

const queries = createQueryHooks({} as Client<MainPaths>);
const key = tasksQuery(queries, NO_FILTERS, 1).queryKey;
const TASKS = [
  S.task,
  { ...S.task, id: 413, title: 'Call back the group leader', state: 'IN_PROGRESS' as const },
  {
    ...S.task,
    id: 414,
    title: 'Prepare the PAR 30 report',
    state: 'DONE' as const,
    priority: 'LOW' as const,
  },
];
const page = (results = TASKS) => ({ results, count: results.length, start: 0, entries: 20 });
const actors = deferredActors([...TASK_FORM_CALLS]).actors as never;

/** The New Tasks tab: the list, the board, no tasks, a failure. */
const meta = {
  title: 'Tasks/New Tasks',
  component: NativeTasksScreen,
  parameters: { layout: 'padded' },
  args: { queries, actors, move: async (task) => task, attachmentFile: async () => new Blob() },
} satisfies Meta<typeof NativeTasksScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  decorators: [withQueryClient((client) => client.setQueryData(key, page()))],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const table = c.getByRole('table', { name: 'Native tasks' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(c.getByRole('button', { name: 'Add task' })).toBeEnabled();
    await expect(c.getByRole('navigation', { name: 'Task pages' })).toHaveTextContent(
      'Page 1 of 1',
    );
  },
};

export const Board: Story = {
  decorators: [withQueryClient((client) => client.setQueryData(key, page()))],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Board' }));
    for (const column of ['Backlog', 'To do', 'In progress', 'Done', 'Cancelled'])
      await expect(c.getByRole('region', { name: column })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Move task 413 to' })).toBeEnabled();
  },
};

/** 'No tasks found.' */
export const NoTasks: Story = {
  decorators: [withQueryClient((client) => client.setQueryData(key, page([])))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(taskMessages.noTasks)).toBeVisible();
  },
};

/** A failed read: the server's words and Retry. */
export const Failed: Story = {
  decorators: [
    withQueryClient((client) =>
      seedFailure(client, key, new ApiError(502, { error: 'The task service is down.' })),
    ),
  ],
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The task service is down.');
  },
};
