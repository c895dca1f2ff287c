// The screen's own module, not the feature's index (which would bring every HR screen).
import { EmployeeStatusScreen } from '../../features/hr/EmployeeStatusScreen.tsx';
import { mainQueries } from '../queries.ts';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';

/** /lender/admin/employee-status (Employee Status): the team today and the attendance report. */
export default function EmployeeStatusPage() {
  return (
    <SignedInQueryClient>
      <EmployeeStatusScreen queries={mainQueries} />
    </SignedInQueryClient>
  );
}
