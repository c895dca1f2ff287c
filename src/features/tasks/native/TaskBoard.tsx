import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useState } from 'react';
import {
  TASK_FORM_TEXTS as F,
  type NativeTask,
  STATES,
  type TaskState,
} from '../../../../machines/taskForm/index.ts';
import { NATIVE_TASKS_TEXTS as T } from './nativeTasksTexts.ts';

const DRAG_TYPE = 'application/x-native-task';

/**
 * The page's tasks in five columns by state. A card moves by drag and drop with the mouse, or
 * with its Move to menu from the keyboard; any state may follow any state (spec part 2 §4).
 */
export function TaskBoard(props: {
  tasks: NativeTask[];
  onOpen: (task: NativeTask) => void;
  onMove: (task: NativeTask, state: TaskState) => void;
}) {
  const [over, setOver] = useState<TaskState | null>(null);
  const drop = (state: TaskState, id: string) => {
    const task = props.tasks.find((t) => String(t.id) === id);
    if (task && task.state !== state) props.onMove(task, state);
  };
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-5">
      {STATES.map((state) => (
        // biome-ignore lint/a11y/noNoninteractiveElementInteractions: dropping is the mouse's way; each card's Move to menu is the keyboard's.
        <section
          key={state}
          aria-label={F.states[state]}
          data-state={state}
          className={`flex min-h-40 flex-col gap-2 rounded-lg border p-2 ${over === state ? 'border-blue-500 bg-blue-50' : 'border-slate-200 bg-slate-50'}`}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(state);
          }}
          onDragLeave={() => setOver(null)}
          onDrop={(e) => {
            e.preventDefault();
            setOver(null);
            drop(state, e.dataTransfer.getData(DRAG_TYPE));
          }}
        >
          <h3 className="text-sm font-semibold text-slate-700">
            {F.states[state]} ({props.tasks.filter((t) => t.state === state).length})
          </h3>
          <ul className="flex flex-col gap-2">
            {props.tasks
              .filter((t) => t.state === state)
              .map((task) => (
                // biome-ignore lint/a11y/noNoninteractiveElementInteractions: dragging is the mouse's way; the Move to menu is the keyboard's.
                <li
                  key={task.id}
                  draggable
                  data-task={task.id}
                  onDragStart={(e) => {
                    e.dataTransfer.setData(DRAG_TYPE, String(task.id));
                    e.dataTransfer.effectAllowed = 'move';
                  }}
                  className="cursor-grab rounded-md border border-slate-200 bg-white p-2 text-sm shadow-sm"
                >
                  <button
                    type="button"
                    className="text-left font-medium text-slate-900 underline-offset-2 hover:underline"
                    aria-label={`${T.open(task.id)}: ${task.title}`}
                    onClick={() => props.onOpen(task)}
                  >
                    #{task.id} {task.title}
                  </button>
                  <div className="mt-1 flex items-center justify-between text-xs text-slate-600">
                    <span>{F.priorities[task.priority]}</span>
                    <Menu>
                      <MenuButton
                        className="rounded px-2 py-1 hover:bg-slate-100"
                        aria-label={T.moveLabel(task.id)}
                      >
                        {T.moveTo}
                      </MenuButton>
                      <MenuItems
                        anchor="bottom end"
                        className="z-30 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
                      >
                        {STATES.filter((s) => s !== task.state).map((s) => (
                          <MenuItem key={s}>
                            <button
                              type="button"
                              className="block w-full px-3 py-1 text-left text-sm data-focus:bg-slate-100"
                              onClick={() => props.onMove(task, s)}
                            >
                              {F.states[s]}
                            </button>
                          </MenuItem>
                        ))}
                      </MenuItems>
                    </Menu>
                  </div>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
