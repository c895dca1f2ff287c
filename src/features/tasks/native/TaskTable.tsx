import { TASK_FORM_TEXTS as F, type NativeTask } from '../../../../machines/taskForm/index.ts';
import { NATIVE_TASKS_TEXTS as T } from './nativeTasksTexts.ts';

/** One page of tasks as a table; a title opens the task in the form. */
export function TaskTable(props: { tasks: NativeTask[]; onOpen: (task: NativeTask) => void }) {
  return (
    <div className="overflow-x-auto">
      <table aria-label={T.table} className="min-w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            {T.columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.tasks.map((task) => (
            <tr key={task.id} className="border-b border-slate-100">
              <td className="px-3 py-2">{task.id}</td>
              <td className="px-3 py-2">
                <button
                  type="button"
                  className="text-left text-blue-700 underline"
                  aria-label={`${T.open(task.id)}: ${task.title}`}
                  onClick={() => props.onOpen(task)}
                >
                  {task.title}
                </button>
              </td>
              <td className="px-3 py-2">{F.priorities[task.priority]}</td>
              <td className="px-3 py-2">{F.states[task.state]}</td>
              <td className="px-3 py-2">{task.estimated_date ?? ''}</td>
              <td className="px-3 py-2">{task.assignees.map((a) => a.name).join(', ')}</td>
              <td className="px-3 py-2">{task.created_by_name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
