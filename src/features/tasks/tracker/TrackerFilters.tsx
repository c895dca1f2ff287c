import { useId } from 'react';
import type { components } from '../../../../openapi/generated/main.ts';
import { TRACKER_TEXTS as T } from '../tasksTexts.ts';
import type { TrackerScope } from './trackerQueries.ts';

type Project = components['schemas']['TrackerProject'];

export type TrackerFiltersProps = {
  scope: TrackerScope;
  projectId: number | null;
  byPriority: boolean;
  /** The projects to choose from; null while they load (or failed: All Projects only). */
  projects: readonly Project[] | null;
  onScope: (scope: TrackerScope) => void;
  onProject: (projectId: number | null) => void;
  onPriority: (byPriority: boolean) => void;
};

const SELECT = 'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm';

/** The three selectors of the Redmine Tasks tab: whose, which project, which order. */
export function TrackerFilters(props: TrackerFiltersProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <label className="flex flex-col gap-1 text-sm text-slate-700" htmlFor={`${id}-scope`}>
        {T.scope}
        <select
          id={`${id}-scope`}
          className={SELECT}
          value={props.scope}
          onChange={(e) => props.onScope(e.target.value as TrackerScope)}
        >
          {(Object.keys(T.scopes) as TrackerScope[]).map((scope) => (
            <option key={scope} value={scope}>
              {T.scopes[scope]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-slate-700" htmlFor={`${id}-project`}>
        {T.project}
        <select
          id={`${id}-project`}
          className={SELECT}
          value={props.projectId ?? ''}
          onChange={(e) => props.onProject(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{T.allProjects}</option>
          {props.projects?.map((p) => (
            <option key={p.id} value={p.id}>
              {T.projectOption(p.name, p.id)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-slate-700" htmlFor={`${id}-sort`}>
        {T.sort}
        <select
          id={`${id}-sort`}
          className={SELECT}
          value={props.byPriority ? 'priority' : ''}
          onChange={(e) => props.onPriority(e.target.value === 'priority')}
        >
          <option value="">{T.sorts.none}</option>
          <option value="priority">{T.sorts.priority}</option>
        </select>
      </label>
    </div>
  );
}
