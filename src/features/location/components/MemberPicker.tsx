import { useId, useMemo, useState } from 'react';
import type { TeamMember } from '../../../../machines/locationRoute/index.ts';
import { LOCATION_ROUTE_TEXTS as T } from '../../../../machines/locationRoute/index.ts';
import { TextField } from '../../../ui/TextField.tsx';

const matches = (member: TeamMember, words: string) =>
  `${member.name} ${member.username} ${member.city ?? ''} ${member.role}`
    .toLowerCase()
    .includes(words);

/**
 * The field staff as a native list, narrowed by a search box (name, number, city or role): the
 * list is short, and a select is keyboard-usable everywhere. The picked one stays listed.
 */
export function MemberPicker({
  members,
  value,
  onValueChange,
}: {
  members: readonly TeamMember[];
  value: string;
  onValueChange: (username: string) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const words = search.trim().toLowerCase();
  const shown = useMemo(
    () => members.filter((m) => m.username === value || !words || matches(m, words)),
    [members, value, words],
  );
  const nothingMatches = words !== '' && !shown.some((m) => m.username !== value);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField
        label={T.search}
        type="search"
        value={search}
        onValueChange={setSearch}
        hint={nothingMatches ? T.noMatch : undefined}
        className="sm:w-56"
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {T.member}
        </label>
        <select
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm sm:w-80"
        >
          <option value="">—</option>
          {shown.map((m) => (
            <option key={m.username} value={m.username}>
              {`${m.name} (${m.username}) · ${m.role}${m.city ? `, ${m.city}` : ''}`}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
