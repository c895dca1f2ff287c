import { useId } from 'react';
import {
  type ChannelTask,
  type ChannelTaskModel,
  canClose,
  personText,
  CHANNEL_TASK_TEXTS as T,
} from '../../../../machines/channelTask/index.ts';
import type { components } from '../../../../openapi/generated/chat.ts';
import { formatDateTime } from '../../../domain/format.ts';
import { Button } from '../../../ui/Button.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { type PanelQuery, QueryPanel } from '../../../ui/QueryPanel.tsx';
import type { TaskFilters, TaskStatusFilter } from './channelTaskCalls.ts';
import { TaskChangeDialog } from './TaskChangeDialog.tsx';

type Member = components['schemas']['ChatMember'];

export type ChannelTasksViewProps = {
  view: ChannelTaskModel;
  list: PanelQuery<{ tasks: ChannelTask[] }>;
  filters: TaskFilters;
  onFilters: (filters: TaskFilters) => void;
  members: readonly Member[] | null;
  membersError: string | null;
  onClose: () => void;
};

const STATUSES: readonly TaskStatusFilter[] = ['All', 'Open', 'Closed'];

function TaskItem({ task, view }: { task: ChannelTask; view: ChannelTaskModel }) {
  const F = T.fields;
  const facts: [string, string][] = [
    [F.state, task.state],
    [F.assignee, personText(task.assignee)],
    [F.openedBy, personText(task.opened_by)],
    [F.openedAt, formatDateTime(task.opened_at)],
  ];
  if (task.closed_at) {
    facts.push(
      [F.closedBy, personText(task.closed_by)],
      [F.closedAt, formatDateTime(task.closed_at)],
      [F.closingComment, task.closing_comment ?? ''],
    );
  }
  return (
    <li className="space-y-2 rounded-md border border-slate-200 p-3">
      <p className="font-medium text-slate-900">{task.title}</p>
      {task.description && <p className="whitespace-pre-wrap text-slate-700">{task.description}</p>}
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-xs">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value || '-'}</dd>
          </div>
        ))}
      </dl>
      {canClose(task) && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            aria-label={T.closeTask(task.id)}
            disabled={!view.canOpen}
            onClick={() => view.onClose(task)}
          >
            {T.closeWord}
          </Button>
          <Button
            variant="secondary"
            aria-label={T.describeTask(task.id)}
            disabled={!view.canOpen}
            onClick={() => view.onDescribe(task)}
          >
            {T.describeWord}
          </Button>
          <Button
            variant="secondary"
            aria-label={T.assignTask(task.id)}
            disabled={!view.canOpen}
            onClick={() => view.onAssign(task)}
          >
            {T.assignWord}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The channel's Tasks dialog (spec part 2 §2): All, Open or Closed within a date range, each task
 * with its people as number and name; a task's change opens its own dialog over this one.
 */
export function ChannelTasksView(props: ChannelTasksViewProps) {
  const { view, filters, onFilters } = props;
  const id = useId();
  return (
    <Dialog open title={T.title} onClose={props.onClose} dismissable={view.canOpen} size="wide">
      <div className="space-y-4 text-sm">
        <div className="flex flex-wrap items-end gap-4">
          <label className="flex flex-col gap-1 text-slate-700" htmlFor={`${id}-status`}>
            {T.filter}
            <select
              id={`${id}-status`}
              value={filters.status}
              onChange={(e) =>
                onFilters({ ...filters, status: e.target.value as TaskStatusFilter })
              }
              className="rounded-md border border-slate-300 bg-white px-2 py-1"
            >
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {T.filters[status]}
                </option>
              ))}
            </select>
          </label>
          <DateField
            label={T.from}
            value={filters.from}
            max={filters.to}
            onValueChange={(from) => from && onFilters({ ...filters, from })}
          />
          <DateField
            label={T.to}
            value={filters.to}
            min={filters.from}
            onValueChange={(to) => to && onFilters({ ...filters, to })}
          />
          <label className="flex items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              checked={filters.mine}
              onChange={(e) => onFilters({ ...filters, mine: e.target.checked })}
            />
            {T.mine}
          </label>
        </div>
        {view.notice && !view.dialog && (
          <p role="status" className="text-green-800">
            {view.notice}
          </p>
        )}
        <QueryPanel
          query={props.list}
          errorText={T.failed}
          retryLabel={T.retry}
          skeleton={<ListSkeleton label={T.loading} lines={3} />}
        >
          {({ tasks }) =>
            tasks.length === 0 ? (
              <p className="rounded-md border border-slate-200 p-6 text-center text-slate-600">
                {T.noTasks}
              </p>
            ) : (
              <ul aria-label={T.list} className="max-h-[60vh] space-y-2 overflow-y-auto">
                {tasks.map((task) => (
                  <TaskItem key={task.id} task={task} view={view} />
                ))}
              </ul>
            )
          }
        </QueryPanel>
        <div className="flex justify-end">
          <Button variant="secondary" disabled={!view.canOpen} onClick={props.onClose}>
            {T.done}
          </Button>
        </div>
      </div>
      <TaskChangeDialog view={view} members={props.members} membersError={props.membersError} />
    </Dialog>
  );
}
