import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { AttendanceHistory } from './AttendanceHistory.tsx';
import { EmployeeDetails } from './EmployeeDetails.tsx';
import { attendanceQuery, type HrQueryHooks, userDetailsQuery } from './hrQueries.ts';
import { HR_TEXTS, EMPLOYEE_PAGE_TEXTS as T } from './hrTexts.ts';
import { PersonSearch } from './PersonSearch.tsx';

export type EmployeeScreenProps = {
  queries: HrQueryHooks;
  /** The person of the page (?user=); null: the search alone. */
  username: string | null;
  onPick: (username: string) => void;
  /** The address of a person's public employee ID card. */
  cardHref: (userId: number) => string;
};

/** /lender/admin/employeeStatusPage (Employee Page): one person's details and attendance. */
export function EmployeeScreen({ queries, username, onPick, cardHref }: EmployeeScreenProps) {
  const headingId = useId();
  const details = useQuery({ ...userDetailsQuery(queries, username ?? ''), enabled: !!username });
  const history = useQuery({ ...attendanceQuery(queries, username ?? ''), enabled: !!username });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <h1 id={headingId} className="text-xl font-semibold text-slate-900">
        {HR_TEXTS.pageHeading}
      </h1>
      <PersonSearch key={username ?? ''} queries={queries} current={username} onPick={onPick} />
      {username ? (
        <>
          <QueryPanel
            query={details}
            errorText={T.detailsFailed}
            retryLabel={T.retry}
            skeleton={<ListSkeleton label={T.detailsLoading} lines={6} />}
          >
            {(answer) => <EmployeeDetails details={answer} cardHref={cardHref(answer.user_id)} />}
          </QueryPanel>
          <QueryPanel
            query={history}
            errorText={T.failed}
            retryLabel={T.retry}
            skeleton={<ListSkeleton label={T.loading} lines={8} />}
          >
            {(answer) => <AttendanceHistory history={answer} />}
          </QueryPanel>
        </>
      ) : (
        <p className="text-sm text-slate-600">{T.pickHint}</p>
      )}
    </section>
  );
}
