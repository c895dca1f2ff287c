import { useId } from 'react';
import { TASK_FORM_TEXTS as F, PRIORITIES, STATES } from '../../../../machines/taskForm/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { NATIVE_TASKS_TEXTS as T } from './nativeTasksTexts.ts';
import { PersonFilter } from './PersonFilter.tsx';
import { NO_FILTERS, type TaskFilters, type TaskQueryHooks, toggled } from './taskFilters.ts';

const TOGGLE =
  'rounded-full border px-3 py-1 text-sm aria-pressed:border-slate-900 aria-pressed:bg-slate-900 aria-pressed:text-white';

/** The list's filters: priorities, states, due date, creators and assignees. */
export function TaskFiltersBar(props: {
  filters: TaskFilters;
  queries: TaskQueryHooks;
  onChange: (filters: TaskFilters) => void;
}) {
  const { filters, onChange } = props;
  const dateId = useId();
  return (
    <section aria-label={T.filters} className="flex flex-wrap items-start gap-4">
      <fieldset className="flex flex-wrap items-center gap-1">
        <legend className="float-left mr-1 text-sm font-medium text-slate-700">{T.priority}</legend>
        {PRIORITIES.map((p) => (
          <button
            key={p}
            type="button"
            className={TOGGLE}
            aria-pressed={filters.priority.includes(p)}
            onClick={() => onChange({ ...filters, priority: toggled(filters.priority, p) })}
          >
            {F.priorities[p]}
          </button>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap items-center gap-1">
        <legend className="float-left mr-1 text-sm font-medium text-slate-700">{T.state}</legend>
        {STATES.map((s) => (
          <button
            key={s}
            type="button"
            className={TOGGLE}
            aria-pressed={filters.state.includes(s)}
            onClick={() => onChange({ ...filters, state: toggled(filters.state, s) })}
          >
            {F.states[s]}
          </button>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={dateId} className="font-medium text-slate-700">
          {T.dueOn}
        </label>
        <input
          id={dateId}
          type="date"
          className="rounded-md border border-slate-300 px-2 py-1"
          value={filters.estimatedDate}
          onChange={(e) => onChange({ ...filters, estimatedDate: e.target.value })}
        />
      </div>
      <PersonFilter
        label={T.createdBy}
        queries={props.queries}
        chosen={filters.createdBy}
        onChange={(createdBy) => onChange({ ...filters, createdBy })}
      />
      <PersonFilter
        label={T.assignee}
        queries={props.queries}
        chosen={filters.assignees}
        onChange={(assignees) => onChange({ ...filters, assignees })}
      />
      <Button variant="secondary" onClick={() => onChange(NO_FILTERS)}>
        {T.clear}
      </Button>
    </section>
  );
}
