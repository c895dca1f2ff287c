import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { TaskPerson } from '../../../../machines/taskForm/index.ts';
import { taskMessages } from '../../../domain/messages/tasks.ts';
import { Chip } from './Chip.tsx';
import { NATIVE_TASKS_TEXTS as T } from './nativeTasksTexts.ts';
import type { TaskQueryHooks } from './taskFilters.ts';

/** A filter of people (created by, assignee): chosen ones as chips, found ones to add. */
export function PersonFilter(props: {
  label: string;
  queries: TaskQueryHooks;
  chosen: TaskPerson[];
  onChange: (people: TaskPerson[]) => void;
}) {
  const [search, setSearch] = useState('');
  const id = useId();
  const term = search.trim();
  const found = useQuery({
    ...props.queries.queryOptions('get', '/task/native-tasks/people', {
      params: { query: { search: term } },
    }),
    enabled: term.length >= 2,
  });
  const options = (found.data?.results ?? []).filter(
    (p) => !props.chosen.some((c) => c.id === p.id),
  );
  return (
    <fieldset className="flex min-w-56 flex-col gap-1 text-sm">
      <legend className="font-medium text-slate-700">{props.label}</legend>
      <ul className="flex flex-wrap gap-1" aria-label={props.label}>
        {props.chosen.map((p) => (
          <Chip
            key={p.id}
            label={p.name}
            removeLabel={T.removePerson(props.label, p.name)}
            onRemove={() => props.onChange(props.chosen.filter((c) => c.id !== p.id))}
          />
        ))}
      </ul>
      <label htmlFor={id} className="sr-only">
        {T.findPerson(props.label)}
      </label>
      <input
        id={id}
        className="rounded-md border border-slate-300 px-2 py-1"
        placeholder={T.findPerson(props.label)}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {term.length >= 2 && found.isSuccess ? (
        options.length ? (
          <ul className="flex flex-col rounded-md border border-slate-200">
            {options.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className="w-full px-2 py-1 text-left hover:bg-slate-50"
                  onClick={() => {
                    props.onChange([...props.chosen, p]);
                    setSearch('');
                  }}
                >
                  {p.name} ({p.username})
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">{taskMessages.noSuggestions}</p>
        )
      ) : null}
    </fieldset>
  );
}
