import { CreditProfilePanel } from '../../bureau/index.ts';
import { CoBorrowerPicker } from '../components/CoBorrowerPicker.tsx';
import { useLoanQueries } from '../loanPageContext.tsx';
import type { LoanTabProps } from '../loanTabTypes.ts';

/** #creditProfile: the credit score details of the co-borrower picked. */
export default function CreditProfileTab({ loan, flags }: LoanTabProps) {
  const queries = useLoanQueries();
  return (
    <CoBorrowerPicker loan={loan}>
      {(username) => (
        <CreditProfilePanel
          queries={queries}
          username={username}
          historyDate={null}
          flags={flags}
        />
      )}
    </CoBorrowerPicker>
  );
}
