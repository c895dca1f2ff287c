import { BureauPanel } from '../../bureau/index.ts';
import { CoBorrowerPicker } from '../components/CoBorrowerPicker.tsx';
import { useLoanQueries } from '../loanPageContext.tsx';
import type { LoanTabProps } from '../loanTabTypes.ts';

/** #cibilStatus: the bureau panel (CRIF PULL included) of the co-borrower picked. */
export default function CibilStatusTab({ loan, flags }: LoanTabProps) {
  const queries = useLoanQueries();
  return (
    <CoBorrowerPicker loan={loan}>
      {(username) => (
        <BureauPanel queries={queries} username={username} historyDate={null} flags={flags} />
      )}
    </CoBorrowerPicker>
  );
}
