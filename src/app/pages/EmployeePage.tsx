import { useLocation, useSearch } from 'wouter';
// Each page takes its screen's own module, not the feature's index: through the index every HR
// page's chunk would carry every HR screen.
import { EmployeeScreen } from '../../features/hr/EmployeeScreen.tsx';
import { employeeHref } from '../../features/hr/employeeHref.ts';
import { employeeCardHref } from '../paths.ts';
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
        cardHref={employeeCardHref}
      />
    </SignedInQueryClient>
  );
}
