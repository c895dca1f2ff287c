// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  connectTaskForm,
  TASK_FORM_TEXTS as T,
  type TaskFormActors,
} from '../../machines/taskForm/index.ts';
import { TASK_FORM_SAMPLE as S, taskFormPaths } from '../../machines/taskForm/taskForm.paths.ts';
import { taskFormShows } from '../../machines/taskForm/taskForm.shows.ts';
import { createQueryHooks } from '../../src/api/queryHooks.ts';
import { NativeTasksScreen } from '../../src/features/tasks/native/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { testQueryClient } from '../support/fakeDashboardServer.tsx';
import { fakeTasksMain, TASK_FORM_CALLS } from '../support/fixtures/nativeTasks.ts';
import { replayThroughView, type ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<TaskFormActors>;

/** The form's panel (under the delete confirmation it is hidden from the keyboard, not gone). */
const panel = () =>
  screen
    .getAllByRole('dialog', { hidden: true })
    .find((dialog) => !dialog.textContent?.startsWith(T.confirmTitle))!;
const field = (name: string) => within(panel()).getByLabelText(name);

function expectTaskFormState(state: AnyMachineSnapshot) {
  expectScreenShows(taskFormShows as never, state, screen);
  const view = connectTaskForm(state as never);
  if (!view.open) return;
  // Every value stays on screen through every state of the form: nothing typed is lost.
  expect(field(T.title)).toHaveValue(view.title);
  expect(field(T.priority)).toHaveValue(view.priority);
  expect(field(T.state)).toHaveValue(view.state);
  expect(field(T.parentTask)).toHaveValue(view.parentTask);
  expect(field(T.searchAssignee)).toHaveValue(view.query);
}

async function retype(element: HTMLElement, value: string, user: ViewDriverUser) {
  await user.clear(element);
  if (value) await user.type(element, value);
}
type ViewDriverUser = Parameters<ViewDriver<Fakes>['gestures'][string]>[1]['user'];

function createDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => deferredActors<TaskFormActors>([...TASK_FORM_CALLS]),
    render: (fakes) => (
      <QueryClientProvider client={testQueryClient()}>
        <NativeTasksScreen
          queries={createQueryHooks(fakeTasksMain())}
          actors={fakes.actors}
          move={vi.fn()}
          attachmentFile={vi.fn()}
        />
      </QueryClientProvider>
    ),
    delays: { searchDelay: 1000 },
    gestures: {
      'form.add': (_e, { user }) => user.click(screen.getByRole('button', { name: T.add })),
      'form.edit': async (_e, { user }) =>
        user.click(
          await screen.findByRole('button', { name: new RegExp(`^Open task ${S.task.id}`) }),
        ),
      'form.close': (_e, { user }) =>
        user.click(within(panel()).getByRole('button', { name: T.cancel })),
      'title.change': (e, { user }) => retype(field(T.title), e.value, user),
      'description.change': (e, { user }) => retype(field(T.description), e.value, user),
      'priority.change': (e, { user }) => user.selectOptions(field(T.priority), e.value),
      'state.change': (e, { user }) => user.selectOptions(field(T.state), e.value),
      'date.change': async (e) => {
        fireEvent.change(field(T.dueDate), { target: { value: e.value } });
      },
      'parent.change': (e, { user }) => retype(field(T.parentTask), e.value, user),
      'subtaskDraft.change': (e, { user }) => retype(field(T.subtaskId), e.value, user),
      'subtask.add': (_e, { user }) =>
        user.click(within(panel()).getByRole('button', { name: T.addSubtask })),
      'subtask.remove': (e, { user }) =>
        user.click(within(panel()).getByRole('button', { name: T.removeSubtask(e.id) })),
      'assignee.query': async (e) => {
        // One change event with the whole text, as a paste: each keystroke would be a query.
        fireEvent.change(field(T.searchAssignee), { target: { value: e.value } });
      },
      'assignee.pick': (e, { user }) =>
        user.click(
          within(panel()).getByRole('button', { name: `${e.person.name} (${e.person.username})` }),
        ),
      'assignee.remove': (_e, { user }) =>
        user.click(within(panel()).getByRole('button', { name: T.removeAssignee(S.other.name) })),
      'document.upload': (e, { user }) =>
        user.upload(field(T.attach), new File(['jpeg'], e.file.name, { type: e.file.type })),
      'document.remove': (_e, { user }) =>
        user.click(
          within(panel()).getByRole('button', { name: T.removeAttachment(S.document.name) }),
        ),
      'task.save': (_e, { user }) =>
        user.click(within(panel()).getByRole('button', { name: T.save })),
      'task.delete': (_e, { user }) =>
        user.click(within(panel()).getByRole('button', { name: T.delete })),
      'delete.confirm': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: T.confirmDelete })),
      'delete.cancel': (_e, { user }) => user.click(screen.getByRole('button', { name: T.keep })),
    },
    expectState: async (state) => {
      await screen.findByRole('table', { name: 'Native tasks', hidden: true });
      expectTaskFormState(state);
    },
  };
}

describe('the task form through the New Tasks tab', () => {
  it.each(viewCases(taskFormPaths))(
    '$title',
    async ({ path }) => {
      await replayThroughView(path, createDriver());
    },
    30_000,
  );
});
