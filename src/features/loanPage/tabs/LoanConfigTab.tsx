import { useQuery } from '@tanstack/react-query';
import { LOAN_CONFIG_TEXTS } from '../../../../machines/loanConfig/index.ts';
import { canEditLoanConfig, isLoanConfigEditable } from '../../../domain/access/loanPage.ts';
import { formatDate } from '../../../domain/format.ts';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import { LoanConfigSection } from '../components/LoanConfigSection.tsx';
import { NachTable } from '../components/NachTable.tsx';
import { useLoanQueries } from '../loanPageContext.tsx';
import { LOAN_PAGE_TEXTS as T } from '../loanPageTexts.ts';
import { loanPageQueries } from '../loanQueries.ts';
import type { LoanTabProps } from '../loanTabTypes.ts';

const never = () => false;

/** #loanConfig: the default lender and EMI start date (set by their writers), and the NACH details. */
export default function LoanConfigTab({ loan, flags }: LoanTabProps) {
  const queries = useLoanQueries();
  // Its writers, while the loan may still change (not disbursed or past it, not rejected).
  const writer = canEditLoanConfig(flags) && isLoanConfigEditable(loan.status);
  const lenders = useQuery({ ...loanPageQueries(queries, loan.id).lenders, enabled: writer });
  return (
    <div className="flex flex-col gap-6">
      {writer ? (
        <QueryPanel
          query={lenders}
          errorText={T.lendersFailed}
          retryLabel={T.retry}
          skeleton={<ListSkeleton label={T.loadingTab} lines={2} />}
          isEmpty={never}
        >
          {(data) => (
            <LoanConfigSection
              key={loan.id}
              queries={queries}
              loan={loan}
              lenders={data.lenders.map((lender) => lender.name)}
            />
          )}
        </QueryPanel>
      ) : (
        <div className="flex flex-col gap-2">
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="text-slate-600">{LOAN_CONFIG_TEXTS.lender}</dt>
            <dd>{loan.default_lender ?? T.notSet}</dd>
            <dt className="text-slate-600">{LOAN_CONFIG_TEXTS.emiStartDate}</dt>
            <dd>{loan.emi_start_date ? formatDate(loan.emi_start_date) : T.notSet}</dd>
          </dl>
          <p className="text-xs text-slate-500">{T.configReadOnly}</p>
        </div>
      )}
      <NachTable loan={loan} />
    </div>
  );
}
