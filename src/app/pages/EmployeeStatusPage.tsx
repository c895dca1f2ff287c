import { HR_TEXTS } from '../../features/hr/hrTexts.ts';
import { TeamScreen } from '../../features/hr/index.ts';
import { mainQueries } from '../queries.ts';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';

/** /lender/admin/employee-status (Employee Status): the team today (issue 21 §1). */
export default function EmployeeStatusPage() {
  return (
    <SignedInQueryClient>
      <TeamScreen queries={mainQueries} heading={HR_TEXTS.statusHeading} />
    </SignedInQueryClient>
  );
}
