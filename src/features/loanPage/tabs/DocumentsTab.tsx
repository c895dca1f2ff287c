import { LoanDocuments } from '../../documents/index.ts';
import { useLoanQueries } from '../loanPageContext.tsx';
import type { LoanTabProps } from '../loanTabTypes.ts';

/** Documents: the loan's document grid (part 2 §2), one column per borrower plus the leader. */
export default function DocumentsTab({ loan, flags }: LoanTabProps) {
  return <LoanDocuments queries={useLoanQueries()} loanId={loan.id} flags={flags} editable />;
}
