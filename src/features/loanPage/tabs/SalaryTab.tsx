import { SalaryEmiPanel } from '../../salaryEmi/index.ts';
import { useLoanQueries } from '../loanPageContext.tsx';
import type { LoanTabProps } from '../loanTabTypes.ts';

/** #salary: the Salary & EMI panel, one section per co-borrower (the panel stacks them). */
export default function SalaryTab({ loan, me, flags }: LoanTabProps) {
  return (
    <SalaryEmiPanel
      queries={useLoanQueries()}
      username={loan.leader.username}
      usernames={loan.co_borrowers.map((person) => person.user)}
      historyDate={null}
      flags={flags}
      me={me.username}
    />
  );
}
