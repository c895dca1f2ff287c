import { EmployersScreen } from '../../features/employers/EmployersPage.tsx';
import { mainQueries } from '../queries.ts';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';

/** /lender/admin/employers: the employers of part 1 §2, for the roles whose menu has it. */
export default function EmployersPage() {
  return (
    <SignedInQueryClient>
      <EmployersScreen queries={mainQueries} />
    </SignedInQueryClient>
  );
}
