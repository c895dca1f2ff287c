import { useId } from 'react';
import { TASK_FORM_TEXTS as T, type TaskFormModel } from '../../../../machines/taskForm/index.ts';
import { Chip } from './Chip.tsx';

/**
 * Assignees: chips of those chosen, and a search whose suggestions are picked with a click or
 * the keyboard (a list of buttons); 10 digits typed are looked up by username.
 */
export function TaskPeoplePicker({ view }: { view: TaskFormModel }) {
  const noteId = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-700">{T.assignees}</legend>
      <ul className="flex flex-wrap gap-2" aria-label={T.assignees}>
        {view.assignees.map((person) => (
          <Chip
            key={person.id}
            label={`${person.name} (${person.username})`}
            removeLabel={T.removeAssignee(person.name)}
            disabled={view.busy}
            onRemove={() => view.onRemoveAssignee(person.id)}
          />
        ))}
      </ul>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {T.searchAssignee}
        <input
          className="rounded-md border border-slate-300 px-2 py-2 text-sm read-only:bg-slate-100 aria-invalid:border-red-500"
          autoComplete="off"
          value={view.query}
          readOnly={view.busy}
          aria-invalid={view.invalid === 'assignee' || undefined}
          aria-describedby={view.pickerNote ? noteId : undefined}
          onChange={(e) => view.onQueryChange(e.target.value)}
        />
      </label>
      {view.suggestions.length ? (
        <ul className="flex flex-col rounded-md border border-slate-200" aria-label="Suggestions">
          {view.suggestions.map((person) => (
            <li key={person.id}>
              <button
                type="button"
                className="w-full px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:bg-slate-100"
                onClick={() => view.onPick(person)}
              >
                {person.name} ({person.username})
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {view.pickerNote ? (
        <p id={noteId} role="status" className="text-sm text-slate-600">
          {view.pickerNote}
        </p>
      ) : null}
    </fieldset>
  );
}
