import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import type { Employee } from './EmployeesTable.tsx';
import { EMPLOYEE_PAGE_TEXTS as T } from './hrTexts.ts';

export type EmployeePickerProps = {
  team: readonly Employee[];
  current: string | null;
  onPick: (username: string) => void;
};

/** Choose a person, then Open: arrowing through the list does not load every page on the way. */
export function EmployeePicker({ team, current, onPick }: EmployeePickerProps) {
  const [chosen, setChosen] = useState(current ?? '');
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onPick(chosen);
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {current ? T.other : T.pick}
        <select
          className="w-72 rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">{T.pick}</option>
          {team.map((person) => (
            <option key={person.username} value={person.username}>
              {`${person.name} (${person.username})`}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary" disabled={!chosen || chosen === current}>
        {T.open}
      </Button>
    </form>
  );
}
