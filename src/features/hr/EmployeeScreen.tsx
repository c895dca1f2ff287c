import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { AttendanceHistory } from './AttendanceHistory.tsx';
import { EmployeePicker } from './EmployeePicker.tsx';
import { attendanceQuery, employeesQuery, type HrQueryHooks } from './hrQueries.ts';
import { HR_TEXTS, EMPLOYEE_PAGE_TEXTS as T } from './hrTexts.ts';

export type EmployeeScreenProps = {
  queries: HrQueryHooks;
  /** The person of the page (?user=); null: the picker alone. */
  username: string | null;
  onPick: (username: string) => void;
};

/** /lender/admin/employeeStatusPage (Employee Page): one person's details and attendance. */
export function EmployeeScreen({ queries, username, onPick }: EmployeeScreenProps) {
  const headingId = useId();
  const team = useQuery(employeesQuery(queries, null, ''));
  const history = useQuery({ ...attendanceQuery(queries, username ?? ''), enabled: !!username });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h1 id={headingId} className="text-xl font-semibold text-slate-900">
        {HR_TEXTS.pageHeading}
      </h1>
      <QueryPanel
        query={team}
        errorText={HR_TEXTS.failed}
        retryLabel={HR_TEXTS.retry}
        skeleton={<ListSkeleton label={HR_TEXTS.loading} lines={1} />}
      >
        {(answer) => (
          <EmployeePicker
            key={username ?? ''}
            team={answer.employees}
            current={username}
            onPick={onPick}
          />
        )}
      </QueryPanel>
      {username ? (
        <QueryPanel
          query={history}
          errorText={T.failed}
          retryLabel={T.retry}
          skeleton={<ListSkeleton label={T.loading} lines={8} />}
        >
          {(answer) => <AttendanceHistory history={answer} />}
        </QueryPanel>
      ) : (
        <p className="text-sm text-slate-600">{T.pickHint}</p>
      )}
    </section>
  );
}
