import { useId } from 'react';
import type { components } from '../../../openapi/generated/main.ts';
import { HR_TEXTS as T } from './hrTexts.ts';

type Group = components['schemas']['UserGroup'];

export type TeamFilterProps = {
  /** The groups once loaded (the filter offers only All groups before). */
  groups: readonly Group[];
  groupId: number | null;
  onGroup: (groupId: number | null) => void;
  search: string;
  onSearch: (text: string) => void;
};

/** One group or all: the team list's and the attendance report's filter. */
export function GroupSelect({
  groups,
  groupId,
  onGroup,
}: Pick<TeamFilterProps, 'groups' | 'groupId' | 'onGroup'>) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
      {T.group}
      <select
        className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
        value={groupId ?? ''}
        onChange={(event) => onGroup(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{T.allGroups}</option>
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {T.groupOption(group.name, group.members)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Which part of the team to list: one group or all, and a search over names, numbers, codes. */
export function TeamFilter({ groups, groupId, onGroup, search, onSearch }: TeamFilterProps) {
  const hintId = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <GroupSelect groups={groups} groupId={groupId} onGroup={onGroup} />
      <div className="flex flex-col gap-1">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {T.search}
          <input
            type="search"
            className="w-64 rounded-md border border-slate-300 px-2 py-2 text-sm"
            value={search}
            maxLength={40}
            aria-describedby={hintId}
            onChange={(event) => onSearch(event.target.value)}
          />
        </label>
        <span id={hintId} className="text-xs text-slate-500">
          {T.searchHint}
        </span>
      </div>
    </div>
  );
}
