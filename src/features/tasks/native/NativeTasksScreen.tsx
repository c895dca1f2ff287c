import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useId, useRef, useState } from 'react';
import {
  connectTaskForm,
  TASK_FORM_TEXTS as F,
  type NativeTask,
  type TaskFormActors,
  type TaskState,
  taskFormMachine,
} from '../../../../machines/taskForm/index.ts';
import type { components } from '../../../../openapi/generated/main.ts';
import { useView } from '../../../ui/hooks/useView.ts';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import type { AttachmentFile } from './AttachmentLink.tsx';
import type { MoveTask } from './nativeTaskCalls.ts';
import { NATIVE_TASKS_TEXTS as T } from './nativeTasksTexts.ts';
import { PageJump } from './PageJump.tsx';
import { TaskBoard } from './TaskBoard.tsx';
import { TaskFiltersBar } from './TaskFiltersBar.tsx';
import { TaskForm } from './TaskForm.tsx';
import { TaskTable } from './TaskTable.tsx';
import {
  ALL_TASKS_KEY,
  NO_FILTERS,
  TASKS_PAGE_SIZE,
  type TaskFilters,
  type TaskQueryHooks,
  tasksQuery,
} from './taskFilters.ts';

type Page = components['schemas']['NativeTaskPage'];

export type NativeTasksScreenProps = {
  queries: TaskQueryHooks;
  /** The form's calls (taskFormActors over the plain main client, or fakes). */
  actors: TaskFormActors;
  move: MoveTask;
  /** An attachment's file, for opening it from the form. */
  attachmentFile: AttachmentFile;
};

/** The New Tasks tab: filters, the list or the board, paging, and the slide-in form. */
export function NativeTasksScreen({
  queries,
  actors,
  move,
  attachmentFile,
}: NativeTasksScreenProps) {
  const client = useQueryClient();
  const headingId = useId();
  const [filters, setFilters] = useState<TaskFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [layout, setLayout] = useState<'list' | 'board'>('list');
  const options = tasksQuery(queries, filters, page);
  const list = useQuery({ ...options, placeholderData: keepPreviousData });
  const refresh = () => client.invalidateQueries({ queryKey: ALL_TASKS_KEY });
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  const [logic] = useState(() =>
    taskFormMachine.provide({
      actors,
      actions: { tasksChanged: () => void refreshRef.current() },
    }),
  );
  const actor = useActorRef(logic);
  const form = useView(actor, (snapshot) => connectTaskForm(snapshot, actor.send))!;

  // Optimistic: the card moves at once; a refusal puts it back and says the server's words.
  const moving = useMutation({
    mutationFn: ({ task, to }: { task: NativeTask; to: TaskState }) => move(task, to),
    onMutate: async ({ task, to }) => {
      await client.cancelQueries({ queryKey: options.queryKey });
      const before = client.getQueryData<Page>(options.queryKey);
      client.setQueryData<Page>(options.queryKey, (old) =>
        old
          ? {
              ...old,
              results: old.results.map((t) => (t.id === task.id ? { ...t, state: to } : t)),
            }
          : old,
      );
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(options.queryKey, context.before);
    },
    onSettled: () => refresh(),
  });

  const change = (next: TaskFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {T.heading}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <fieldset className="flex gap-1">
            <legend className="sr-only">{T.view}</legend>
            {(['list', 'board'] as const).map((each) => (
              <button
                key={each}
                type="button"
                className="rounded-md border px-3 py-1 text-sm aria-pressed:bg-slate-900 aria-pressed:text-white"
                aria-pressed={layout === each}
                onClick={() => setLayout(each)}
              >
                {T[each]}
              </button>
            ))}
          </fieldset>
          <TaskForm view={form} attachmentFile={attachmentFile} />
        </div>
      </div>
      <TaskFiltersBar filters={filters} queries={queries} onChange={change} />
      {moving.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {moving.error instanceof Error ? moving.error.message : String(moving.error)}
        </p>
      ) : null}
      {moving.isSuccess ? (
        <p role="status" className="text-sm text-green-700">
          {T.moved(moving.data.id, F.states[moving.data.state])}
        </p>
      ) : null}
      <QueryPanel
        query={list}
        errorText={T.failed}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loading} lines={6} />}
      >
        {(answer) =>
          answer.count === 0 ? (
            <p className="rounded-md border border-slate-200 bg-white p-8 text-center text-slate-600">
              {T.noTasks}
            </p>
          ) : (
            <div className="flex flex-col gap-3">
              {layout === 'list' ? (
                <TaskTable tasks={answer.results} onOpen={form.onEdit} />
              ) : (
                <TaskBoard
                  tasks={answer.results}
                  onOpen={form.onEdit}
                  onMove={(task, to) => moving.mutate({ task, to })}
                />
              )}
              <PageJump
                page={page}
                pages={Math.max(1, Math.ceil(answer.count / TASKS_PAGE_SIZE))}
                count={answer.count}
                busy={list.isPlaceholderData}
                onPage={setPage}
              />
            </div>
          )
        }
      </QueryPanel>
    </section>
  );
}
