import { memo } from 'react';
import { Link } from 'wouter';
import type { components } from '../../../openapi/generated/main.ts';
import { EMPTY, formatTime } from '../../domain/format.ts';
import { Cell, type Column, VirtualTable } from '../../ui/table/VirtualTable.tsx';
import { employeeHref } from './employeeHref.ts';
import { HR_TEXTS as T } from './hrTexts.ts';

export type Employee = components['schemas']['EmployeeStatus'];

const C = T.columns;
const COLUMNS: readonly Column[] = [
  [C.name, '13rem'],
  [C.mobile, '8.5rem'],
  [C.role, '11rem'],
  [C.groups, '12rem'],
  [C.signedIn, '6rem'],
  [C.signedOff, '6rem'],
  [C.availability, '8rem'],
];
const ROW_HEIGHT = 44;

const TONE: Record<Employee['availability'], string> = {
  available: 'bg-green-100 text-green-800',
  signed_off: 'bg-slate-100 text-slate-700',
  not_marked: 'bg-amber-100 text-amber-900',
  inactive: 'bg-slate-200 text-slate-600',
};

/** The team, one row each, rendered only around the viewport. */
export function EmployeesTable({ rows }: { rows: readonly Employee[] }) {
  return (
    <VirtualTable
      rows={rows}
      rowKey={(employee) => employee.username}
      rowHeight={ROW_HEIGHT}
      columns={COLUMNS}
      label={T.list}
      scrollClassName="h-[calc(100vh-20rem)] min-h-80"
      scrollProps={{ 'data-team-scroll': '' }}
      rowLabel={(employee) => T.rowLabel(employee.name)}
      renderCells={(employee) => <EmployeeCells employee={employee} />}
    />
  );
}

const cell = 'truncate px-3';

// Memoised: scrolling re-renders the table, a row only changes with its person.
const EmployeeCells = memo(function EmployeeCells({ employee }: { employee: Employee }) {
  return (
    <>
      <Cell className={cell}>
        <Link href={employeeHref(employee.username)} className="text-brand-600 hover:underline">
          {employee.name}
        </Link>
      </Cell>
      <Cell className={`${cell} tabular-nums`}>{employee.username}</Cell>
      <Cell className={cell}>{employee.role}</Cell>
      <Cell className={cell}>
        {employee.groups.length ? employee.groups.map((g) => g.name).join(', ') : T.noGroup}
      </Cell>
      <Cell className={`${cell} tabular-nums`}>
        {employee.signed_in_at ? formatTime(employee.signed_in_at) : EMPTY}
      </Cell>
      <Cell className={`${cell} tabular-nums`}>
        {employee.signed_off_at ? formatTime(employee.signed_off_at) : EMPTY}
      </Cell>
      <Cell className={cell}>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${TONE[employee.availability]}`}
        >
          {T.availability[employee.availability]}
        </span>
      </Cell>
    </>
  );
});
