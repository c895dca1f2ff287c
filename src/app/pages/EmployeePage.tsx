import { useLocation, useSearch } from 'wouter';
import { EmployeeScreen, employeeHref } from '../../features/hr/index.ts';
import { mainQueries } from '../queries.ts';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';

/** /lender/admin/employeeStatusPage (Employee Page): the person of ?user=, or a picker. */
export default function EmployeePage() {
  const username = new URLSearchParams(useSearch()).get('user');
  const [, navigate] = useLocation();
  return (
    <SignedInQueryClient>
      <EmployeeScreen
        queries={mainQueries}
        username={username && /^[0-9]{10}$/.test(username) ? username : null}
        onPick={(picked) => navigate(employeeHref(picked))}
      />
    </SignedInQueryClient>
  );
}
